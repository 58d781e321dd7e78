import { describe, expect, it } from 'vitest';
import { carMeta, parseFieldConfig } from '@meiyun/shared';
import { fieldRows, moveRow, storedConfig } from './fieldConfig';

describe('an online form field configuration', () => {
  it('starts from the table: listed fields listed, query fields queried, the plate number in the form', () => {
    const rows = fieldRows(carMeta, undefined);
    expect(rows.map((r) => r.name)).toEqual(carMeta.fields.map((f) => f.name));
    expect(rows.find((r) => r.name === 'plateNo')).toEqual({ name: 'plateNo', list: true, query: true, form: true });
    expect(rows.find((r) => r.name === 'createTime')).toMatchObject({ list: true, form: false });
  });

  it('keeps the stored order, drops fields the table lost, appends its newer ones unseen, and keeps a needed field in the form', () => {
    const stored = JSON.stringify([
      { name: 'status', list: true, query: false, form: true },
      { name: 'gone', list: true, query: false, form: true },
      { name: 'plateNo', label: '车牌', list: true, query: true, form: false },
    ]);
    const rows = fieldRows(carMeta, stored);
    expect(rows.slice(0, 2)).toEqual([
      { name: 'status', list: true, query: false, form: true },
      { name: 'plateNo', label: '车牌', list: true, query: true, form: true },
    ]);
    expect(rows.find((r) => r.name === 'rfid')).toEqual({ name: 'rfid', list: false, query: false, form: false });
    expect(rows).toHaveLength(carMeta.fields.length);
  });

  it('stores only labels that differ from the table, and moves rows within bounds', () => {
    const rows = [
      { name: 'plateNo', label: '车牌号', list: true, query: true, form: true },
      { name: 'status', label: '车辆状态', list: true, query: false, form: true },
    ];
    expect(parseFieldConfig(storedConfig(carMeta, rows))).toEqual([
      { name: 'plateNo', list: true, query: true, form: true },
      { name: 'status', label: '车辆状态', list: true, query: false, form: true },
    ]);
    expect(moveRow(rows, 1, -1).map((r) => r.name)).toEqual(['status', 'plateNo']);
    expect(moveRow(rows, 1, 1)).toBe(rows);
  });
});
