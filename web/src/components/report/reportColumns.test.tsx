import { describe, expect, it } from 'vitest';
import { reportCellText, reportColumns } from './reportColumns';
import type { ReportConfig } from '../pickers/reportApi';

const config: ReportConfig = {
  cgRpConfigId: 'r1',
  cgRpConfigName: '部门用户报表',
  columns: [
    { dataIndex: 'username', title: '用户账号', width: 140, sorter: true },
    { dataIndex: 'sex', title: '性别', width: null, sorter: false, dictCode: 'sex' },
  ],
  dictOptions: { sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }] },
};

describe('report cells', () => {
  it('shows a dictionary column’s codes as their texts, each of a list, unknown codes as they are', () => {
    expect(reportCellText(config, 'sex', 1)).toBe('男');
    expect(reportCellText(config, 'sex', '1,2,3')).toBe('男,女,3');
    expect(reportCellText(config, 'sex', null)).toBeNull();
  });

  it('shows database timestamps in the business zone and other values as they came', () => {
    expect(reportCellText(config, 'username', '2026-01-02 00:30:00.5+00')).toBe('2026-01-02 08:30:00');
    expect(reportCellText(config, 'username', '2026-01-02T00:30:00Z')).toBe('2026-01-02 08:30:00');
    expect(reportCellText(config, 'username', '2026-01-02')).toBe('2026-01-02');
    expect(reportCellText(null, 'username', 'admin')).toBe('admin');
  });

  it('makes the shown columns, sortable where the report says', () => {
    const cols = reportColumns(config);
    expect(cols.map((c) => [c.key, c.title, c.width, c.sorter])).toEqual([
      ['username', '用户账号', 140, true],
      ['sex', '性别', undefined, false],
    ]);
    expect(reportColumns(null)).toEqual([]);
  });
});
