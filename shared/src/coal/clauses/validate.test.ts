import { describe, expect, it } from 'vitest';
import { CLAUSE_TEMPLATE_5000 } from './template';
import { checkClauses, ClauseTexts, MAX_CLAUSES } from './validate';

/** A valid price row; each test breaks one field. */
const row = (over: Record<string, unknown> = {}) => ({
  indicator: 'mt',
  direction: 'above',
  from: '15',
  to: '30',
  step: '1',
  amountPerStep: '-1',
  stepping: 'full',
  capPerT: null,
  mode: 'price',
  ...over,
});

const err = (raw: unknown) => {
  const r = checkClauses(raw);
  return 'error' in r ? r.error : null;
};
const ok = (raw: unknown) => {
  const r = checkClauses(raw);
  if ('error' in r) throw new Error(r.error);
  return r.clauses;
};

describe('checkClauses: what passes, normalised', () => {
  it('the 5000 kcal template passes unchanged', () => {
    expect(ok(CLAUSE_TEMPLATE_5000)).toEqual(CLAUSE_TEMPLATE_5000);
  });

  it('no clauses: undefined, null and [] are an empty list', () => {
    expect(ok(undefined)).toEqual([]);
    expect(ok(null)).toEqual([]);
    expect(ok([])).toEqual([]);
  });

  it('numbers become decimal strings without stray zeros', () => {
    expect(ok([row({ indicator: 'qnetArKcal', from: '05000', to: 5500, step: 100.0, amountPerStep: '2.00', capPerT: '10.50' })])).toEqual([
      { indicator: 'qnetArKcal', direction: 'above', from: '5000', to: '5500', step: '100', amountPerStep: '2', stepping: 'full', capPerT: '10.5', mode: 'price' },
    ]);
    expect(ok([row({ from: ' 15.0 ', to: '30.00', step: 0.5, amountPerStep: -1.25 })])[0]).toMatchObject({ from: '15', to: '30', step: '0.5', amountPerStep: '-1.25' });
  });

  it('mode defaults to price and stepping to full; a blank cap is none', () => {
    expect(ok([row({ mode: undefined, stepping: undefined, capPerT: '' })])[0]).toMatchObject({ mode: 'price', stepping: 'full', capPerT: null });
    expect(ok([row({ mode: null, stepping: null })])[0]).toMatchObject({ mode: 'price', stepping: 'full' });
    expect(ok([row({ mode: '', stepping: '', capPerT: undefined })])[0]).toMatchObject({ mode: 'price', stepping: 'full', capPerT: null });
  });

  it('a reject row keeps only its band: step, amount and cap become null, a missing direction is "above"', () => {
    expect(ok([{ indicator: 'std', mode: 'reject', from: '3', to: '100', step: '1', amountPerStep: '5', capPerT: '9' }])).toEqual([
      { indicator: 'std', direction: 'above', from: '3', to: '100', step: null, amountPerStep: null, stepping: 'full', capPerT: null, mode: 'reject' },
    ]);
  });

  it('a reject band may be a single value (from = to)', () => {
    expect(ok([{ indicator: 'std', mode: 'reject', from: '3', to: '3' }])[0]).toMatchObject({ from: '3', to: '3' });
  });

  it('a step as wide as the band, 4 places in step, amount and cap, a cap of 0, and the range ends pass', () => {
    expect(ok([row({ from: '0', to: '100', step: '100' })])[0]).toMatchObject({ from: '0', to: '100', step: '100' });
    expect(ok([row({ step: '0.0001', amountPerStep: '-0.0001', capPerT: '0.0001' })])[0]).toMatchObject({ step: '0.0001', amountPerStep: '-0.0001', capPerT: '0.0001' });
    expect(ok([row({ capPerT: '0' })])[0].capPerT).toBe('0');
    expect(ok([row({ indicator: 'qnetArKcal', from: '0', to: '9000', step: '100' })])[0]).toMatchObject({ from: '0', to: '9000' });
    expect(ok([row({ indicator: 'hgi', from: '0', to: '150', step: '5' })])[0]).toMatchObject({ to: '150' });
    expect(ok([row({ indicator: 'g', from: '0', to: '120', step: '5' })])[0]).toMatchObject({ to: '120' });
  });

  it('exactly MAX_CLAUSES rows pass', () => {
    expect(ok(Array.from({ length: MAX_CLAUSES }, () => row()))).toHaveLength(MAX_CLAUSES);
  });

  it('tonnage: a positive percentage per step, up to 100, whose whole band deducts at most 100 %', () => {
    // Mt above 15–30 per 1 %, 2 % each: 15 steps × 2 = 30 % at most
    expect(ok([row({ mode: 'tonnage', amountPerStep: '2' })])[0]).toMatchObject({ mode: 'tonnage', amountPerStep: '2' });
    // 15 steps × 100 % = 1500 %, but the cap holds it to 100 %
    expect(ok([row({ mode: 'tonnage', amountPerStep: '100', capPerT: '100' })])[0]).toMatchObject({ amountPerStep: '100', capPerT: '100' });
    // full: 30 − 15 = 15 → floor(15 / 2) = 7 steps × 14 % = 98 %
    expect(ok([row({ mode: 'tonnage', step: '2', amountPerStep: '14' })])).toHaveLength(1);
    // prorata: 15 / 2 = 7.5 steps × 13 % = 97.5 %
    expect(ok([row({ mode: 'tonnage', step: '2', amountPerStep: '13', stepping: 'prorata' })])).toHaveLength(1);
    // exactly 100 % passes: per 1.5 % step, 10 % each: 15 / 1.5 = 10 steps × 10 = 100
    expect(ok([row({ mode: 'tonnage', step: '1.5', amountPerStep: '10' })])).toHaveLength(1);
  });
});

describe('checkClauses: what is refused, with the row number', () => {
  const r2 = (msg: string) => `质价条款第2行：${msg}`;
  const second = (bad: Record<string, unknown>) => err([row(), row(bad)]);

  it('not a list, too many rows, a row that is not an object', () => {
    expect(err({})).toBe(ClauseTexts.notList);
    expect(err('mt')).toBe(ClauseTexts.notList);
    expect(err(Array.from({ length: MAX_CLAUSES + 1 }, () => row()))).toBe(ClauseTexts.tooMany);
    expect(err([row(), null])).toBe(r2(ClauseTexts.notList));
    expect(err([row(), 'mt'])).toBe(r2(ClauseTexts.notList));
  });

  it('unknown indicator, mode, direction, stepping', () => {
    expect(second({ indicator: 'qgrAd' })).toBe(r2('请选择指标'));
    expect(second({ indicator: undefined })).toBe(r2('请选择指标'));
    expect(second({ mode: 'bonus' })).toBe(r2('请选择条款类型'));
    expect(second({ direction: 'sideways' })).toBe(r2('请选择方向'));
    expect(second({ direction: undefined })).toBe(r2('请选择方向')); // only a reject row may leave it out
    expect(second({ stepping: 'round' })).toBe(r2('请选择计档方式'));
  });

  it('from and to: missing, not a number, out of the indicator range, too many places', () => {
    expect(second({ from: '' })).toBe(r2('请输入区间下限'));
    expect(second({ from: null })).toBe(r2('请输入区间下限'));
    expect(second({ to: undefined })).toBe(r2('请输入区间上限'));
    expect(second({ from: 'abc' })).toBe(r2('区间下限必须是数字'));
    expect(second({ to: '1e2' })).toBe(r2('区间上限必须是数字'));
    expect(second({ from: '-1' })).toBe(r2('区间下限应在0到100之间'));
    expect(second({ to: '100.01' })).toBe(r2('区间上限应在0到100之间'));
    expect(second({ indicator: 'qnetArKcal', from: '5000', to: '9001', step: '100' })).toBe(r2('区间上限应在0到9000之间'));
    expect(second({ indicator: 'hgi', from: '60', to: '151', step: '5' })).toBe(r2('区间上限应在0到150之间'));
    expect(second({ indicator: 'g', from: '60', to: '121', step: '5' })).toBe(r2('区间上限应在0到120之间'));
    expect(second({ indicator: 'qnetArKcal', from: '5000.5', to: '5500', step: '100' })).toBe(r2('区间下限必须是整数'));
    expect(second({ indicator: 'hgi', from: '60', to: '80.5', step: '5' })).toBe(r2('区间上限必须是整数'));
    expect(second({ from: '15.001' })).toBe(r2('区间下限最多2位小数'));
  });

  it('a price or tonnage band must have from < to; a reject band from ≤ to', () => {
    expect(second({ from: '30', to: '30' })).toBe(r2('区间下限必须小于上限'));
    expect(second({ from: '31', to: '30' })).toBe(r2('区间下限必须小于上限'));
    expect(second({ mode: 'reject', from: '31', to: '30' })).toBe(r2('区间下限不能大于上限'));
  });

  it('step: missing, not positive, wider than the band, more than 4 places', () => {
    expect(second({ step: null })).toBe(r2('每档幅度必须大于0'));
    expect(second({ step: 'x' })).toBe(r2('每档幅度必须大于0'));
    expect(second({ step: '0' })).toBe(r2('每档幅度必须大于0'));
    expect(second({ step: '-1' })).toBe(r2('每档幅度必须大于0'));
    expect(second({ step: '15.01' })).toBe(r2('每档幅度不能大于区间宽度')); // band 15–30 is 15 wide
    expect(second({ step: '0.00001' })).toBe(r2('每档幅度最多4位小数'));
  });

  it('amount per step: missing, zero, too large, more than 4 places', () => {
    expect(second({ amountPerStep: null })).toBe(r2('请输入每档金额且不能为0'));
    expect(second({ amountPerStep: '' })).toBe(r2('请输入每档金额且不能为0'));
    expect(second({ amountPerStep: '0' })).toBe(r2('请输入每档金额且不能为0'));
    expect(second({ amountPerStep: '-0.0000' })).toBe(r2('请输入每档金额且不能为0'));
    expect(second({ amountPerStep: '100000.01' })).toBe(r2('每档金额的绝对值不能超过100000'));
    expect(second({ amountPerStep: '-100000.01' })).toBe(r2('每档金额的绝对值不能超过100000'));
    expect(ok([row({ amountPerStep: '-100000' })])[0].amountPerStep).toBe('-100000');
    expect(second({ amountPerStep: '1.00001' })).toBe(r2('每档金额最多4位小数'));
  });

  it('tonnage: the percentage per step must be positive and at most 100', () => {
    expect(second({ mode: 'tonnage', amountPerStep: '-1' })).toBe(r2('扣吨比例必须大于0且不超过100(%)'));
    expect(second({ mode: 'tonnage', amountPerStep: '100.01' })).toBe(r2('扣吨比例必须大于0且不超过100(%)'));
  });

  it('tonnage: the whole band may not deduct more than 100 % (unless the cap holds it)', () => {
    const msg = r2(ClauseTexts.tonnageMax);
    // full: 15 steps × 7 % = 105 %
    expect(second({ mode: 'tonnage', amountPerStep: '7' })).toBe(msg);
    // prorata: 15 / 2 = 7.5 steps × 14 % = 105 % (full would count 7 × 14 = 98 % and pass, see above)
    expect(second({ mode: 'tonnage', step: '2', amountPerStep: '14', stepping: 'prorata' })).toBe(msg);
    // a cap over 100 does not help: 15 × 7 = 105 within 101 → 101 %
    expect(second({ mode: 'tonnage', amountPerStep: '7', capPerT: '101' })).toBe(msg);
    // a cap of 100 does
    expect(second({ mode: 'tonnage', amountPerStep: '7', capPerT: '100' })).toBeNull();
  });

  it('cap: not a number, negative, too large, more than 4 places', () => {
    expect(second({ capPerT: 'abc' })).toBe(r2('封顶值必须是数字'));
    expect(second({ capPerT: '-1' })).toBe(r2('封顶值不能小于0'));
    expect(second({ capPerT: '100000.01' })).toBe(r2('封顶值不能超过100000'));
    expect(ok([row({ capPerT: '100000' })])[0].capPerT).toBe('100000');
    expect(second({ capPerT: '1.00001' })).toBe(r2('封顶值最多4位小数'));
  });

  it('names the first bad row only', () => {
    expect(err([row({ step: '0' }), row({ from: 'x' })])).toBe('质价条款第1行：每档幅度必须大于0');
    expect(err([row(), row(), row({ indicator: 'x' })])).toBe('质价条款第3行：请选择指标');
  });
});
