import { describe, expect, it } from 'vitest';
import { cellTypeOf, installCellType, uninstallCellType } from './cellRegistry';

describe('custom cell types', () => {
  it('throws when installing under a reserved name', () => {
    for (const name of ['input', 'select', 'sel_user', 'slot', 'hidden', 'rowNumber']) {
      expect(() => installCellType(name, { Editor: () => null })).toThrow(/reserved/);
    }
  });

  it('installs and removes a custom type', () => {
    const def = { Editor: () => null };
    installCellType('coalGrade', def);
    expect(cellTypeOf('coalGrade')).toBe(def);
    uninstallCellType('coalGrade');
    expect(cellTypeOf('coalGrade')).toBeUndefined();
    expect(() => installCellType('bad name', def)).toThrow();
  });
});
