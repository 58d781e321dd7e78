import { CLAUSE_TEMPLATE_5000 } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { CLAUSE_COLUMNS, clausesToRows, INDICATOR_OPTIONS, rowsToRaw } from './clauseColumns';

describe('clause rows', () => {
  it('the columns carry the shared labels', () => {
    expect(CLAUSE_COLUMNS.map((c) => c.title)).toEqual(['指标', '条款类型', '方向', '区间下限', '区间上限', '每档幅度', '每档调整', '计档方式', '封顶']);
    expect(INDICATOR_OPTIONS[0]).toEqual({ value: 'qnetArKcal', label: 'Qnet,ar 收到基低位发热量' });
    expect(CLAUSE_COLUMNS.find((c) => c.key === 'mode')?.options?.map((o) => o.label)).toEqual(['调价', '扣吨', '拒收']);
  });


  it('round-trip: the table shows empty cells for null fields and sends them back as null', () => {
    const rows = clausesToRows(CLAUSE_TEMPLATE_5000);
    expect(rows[3]).toMatchObject({ mode: 'reject', step: '', amountPerStep: '', capPerT: '' });
    expect(rowsToRaw([{ ...rows[3], id: 'x' }])).toEqual([{ ...CLAUSE_TEMPLATE_5000[3] }]);
  });
});
