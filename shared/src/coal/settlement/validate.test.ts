import { describe, expect, it } from 'vitest';
import { checkOtherDeductions, checkSettlementPeriod } from './validate';

describe('checkSettlementPeriod', () => {
  it('accepts a period of one day and one of a whole leap year', () => {
    expect(checkSettlementPeriod('2026-11-01', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    // 2028-01-01 … 2028-12-31: 366 days counted inclusively
    expect(checkSettlementPeriod('2028-01-01', '2028-12-31')).toEqual({ from: '2028-01-01', to: '2028-12-31' });
    expect(checkSettlementPeriod(' 2026-11-01 ', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('refuses a missing, malformed or impossible date', () => {
    expect(checkSettlementPeriod('', '2026-11-30')).toEqual({ error: '请选择结算开始日期' });
    expect(checkSettlementPeriod('2026-11-01', null)).toEqual({ error: '请选择结算截止日期' });
    expect(checkSettlementPeriod('2026/11/01', '2026-11-30')).toEqual({ error: '结算开始日期格式不正确（应为yyyy-MM-dd）' });
    expect(checkSettlementPeriod('2026-11-01', '2026-02-30')).toEqual({ error: '结算截止日期格式不正确（应为yyyy-MM-dd）' });
    expect(checkSettlementPeriod(20261101, '2026-11-30')).toEqual({ error: '结算开始日期格式不正确（应为yyyy-MM-dd）' });
  });

  it('refuses from after to, and a period longer than 366 days', () => {
    expect(checkSettlementPeriod('2026-11-02', '2026-11-01')).toEqual({ error: '结算开始日期不能晚于截止日期' });
    // 2026-01-01 … 2027-01-02: 365 + 2 = 367 days
    expect(checkSettlementPeriod('2026-01-01', '2027-01-02')).toEqual({ error: '结算期间最长366天' });
    // 2026-01-01 … 2027-01-01: 366 days
    expect(checkSettlementPeriod('2026-01-01', '2027-01-01')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
  });
});

describe('checkOtherDeductions', () => {
  it('normalises the lines: name trimmed, amount in fen', () => {
    expect(checkOtherDeductions([{ name: ' 杂物扣款 ', amount: '450' }, { name: '化验费', amount: 300.5 }])).toEqual({
      deductions: [
        { name: '杂物扣款', amount: '450.00' },
        { name: '化验费', amount: '300.50' },
      ],
    });
    expect(checkOtherDeductions(undefined)).toEqual({ deductions: [] });
    expect(checkOtherDeductions([])).toEqual({ deductions: [] });
  });

  it('names the row and what is wrong with it', () => {
    expect(checkOtherDeductions('450')).toEqual({ error: '其他扣款格式不正确' });
    expect(checkOtherDeductions([{ name: 'a', amount: '1' }, { name: '  ', amount: '1' }])).toEqual({ error: '其他扣款第2行：请输入扣款名称' });
    expect(checkOtherDeductions([{ name: '扣'.repeat(51), amount: '1' }])).toEqual({ error: '其他扣款第1行：扣款名称最多50个字' });
    expect(checkOtherDeductions([{ name: 'a' }])).toEqual({ error: '其他扣款第1行：请输入扣款金额' });
    expect(checkOtherDeductions([{ name: 'a', amount: '1,000' }])).toEqual({ error: '其他扣款第1行：扣款金额必须是数字' });
    expect(checkOtherDeductions([{ name: 'a', amount: '0' }])).toEqual({ error: '其他扣款第1行：扣款金额必须大于0' });
    expect(checkOtherDeductions([{ name: 'a', amount: '-5' }])).toEqual({ error: '其他扣款第1行：扣款金额必须大于0' });
    expect(checkOtherDeductions([{ name: 'a', amount: '1.005' }])).toEqual({ error: '其他扣款第1行：扣款金额最多2位小数' });
    expect(checkOtherDeductions([{ name: 'a', amount: '10000000000000000' }])).toEqual({ error: '其他扣款第1行：扣款金额超出范围' });
    expect(checkOtherDeductions([null])).toEqual({ error: '其他扣款第1行：其他扣款格式不正确' });
    expect(checkOtherDeductions(Array.from({ length: 51 }, () => ({ name: 'a', amount: '1' })))).toEqual({ error: '其他扣款最多50行' });
  });
});
