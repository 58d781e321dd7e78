import { describe, expect, it } from 'vitest';
import { CELL_PATTERNS, checkCell, fillCellMessage, type CellCheckContext, type CellRule } from './cellRules';

const column = { key: 'billNo', title: '运单号', defaultValue: 'YD0' };
const ctx = (value: unknown, columnValues: unknown[] = [value]): CellCheckContext => ({ value, row: {}, columnValues, column });
const check = (rules: CellRule[], value: unknown, columnValues?: unknown[]) => checkCell(rules, ctx(value, columnValues));

describe('cell rule templates', () => {
  it('substitutes title, key and defaultValue and leaves other text', () => {
    expect(fillCellMessage('${title}(${key})默认${defaultValue}，${other}', column)).toBe('运单号(billNo)默认YD0，${other}');
    expect(fillCellMessage('${defaultValue}', { title: 't', key: 'k' })).toBe('');
  });
});

describe('named cell patterns', () => {
  const cases: [keyof typeof CELL_PATTERNS, string[], string[]][] = [
    ['*', ['a', ' x '], ['', '   ']],
    ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
    ['*6-16', ['abc!@#', '中文中文中文'], ['abcde', 'x'.repeat(17)]],
    ['s6-18', ['abcdef', 'ABCDEFGHIJKLMNOPQR'], ['abcde', 'abcdef1']],
    ['url', ['http://a.cn', 'https://x.com/p?q=1'], ['ftp://a.cn', 'a.cn', 'http://']],
    ['e', ['a@b.cn', 'x.y+z@mail.example.com'], ['a@b', '@b.cn', 'a b@c.cn']],
    ['m', ['13800138000', '19912345678'], ['12800138000', '1380013800', '138001380001']],
    ['p', ['100000', '130001'], ['030001', '10000', '1000000']],
    ['s', ['abc', 'XYZ'], ['ab1', '中文']],
    ['n', ['1', '-1.5', '0.25'], ['1.', '.5', 'a', '1e3']],
    ['z', ['0', '-12', '42'], ['1.0', 'a', '']],
    ['money', ['0', '12', '12.3', '12.34', '0.5'], ['12.345', '-1', '01', '1.']],
  ];
  for (const [name, good, bad] of cases) {
    it(`${name} accepts ${good.join(' | ')} and refuses ${bad.join(' | ')}`, () => {
      for (const g of good) expect(CELL_PATTERNS[name].pattern.test(g), g).toBe(true);
      for (const b of bad) expect(CELL_PATTERNS[name].pattern.test(b), b).toBe(false);
    });
  }
});

describe('checkCell', () => {
  it('answers the required message, filled in, for empty values', async () => {
    for (const empty of [undefined, null, '', '  ', []]) expect(await check([{ required: true }], empty)).toBe('运单号不能为空');
    expect(await check([{ required: true }], 0)).toBeNull();
    expect(await check([{ required: true, message: '请填写${title}' }], '')).toBe('请填写运单号');
  });

  it('refuses a value that appears twice in the column, not an empty one', async () => {
    expect(await check([{ unique: true }], 'A', ['A', 'B', 'A'])).toBe('运单号不能重复');
    expect(await check([{ unique: true }], 'A', ['A', 'B'])).toBeNull();
    expect(await check([{ unique: true }], '', ['', ''])).toBeNull();
  });

  it('checks named patterns and regular expressions, passing empty values except for the non-empty pattern', async () => {
    expect(await check([{ pattern: 'm' }], '123')).toBe('请输入正确的手机号码');
    expect(await check([{ pattern: 'm' }], '')).toBeNull();
    expect(await check([{ pattern: '*' }], '')).toBe('运单号不能为空');
    expect(await check([{ pattern: /^YD/, message: '${title}以YD开头' }], 'X1')).toBe('运单号以YD开头');
    expect(await check([{ pattern: 'money' }], 12.5)).toBeNull();
    await expect(check([{ pattern: 'nope' as never }], 'x')).rejects.toThrow(/Unknown cell pattern/);
  });

  it('runs sync and async handlers: false gives the rule message, text its own', async () => {
    expect(await check([{ handler: () => false, message: '${key}不对' }], 'x')).toBe('billNo不对');
    expect(await check([{ handler: async () => '${title}已被占用' }], 'x')).toBe('运单号已被占用');
    expect(await check([{ handler: async ({ value }) => value === 'ok' }], 'ok')).toBeNull();
    expect(await check([{ handler: () => undefined }], 'x')).toBeNull();
  });

  it('answers the first failing rule in order', async () => {
    const rules: CellRule[] = [{ required: true }, { pattern: 'z' }, { unique: true }];
    expect(await check(rules, '')).toBe('运单号不能为空');
    expect(await check(rules, '1.5', ['1.5', '1.5'])).toBe('请输入整数');
    expect(await check(rules, '2', ['2', '2'])).toBe('运单号不能重复');
  });
});
