import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestLabel } from '../entities/fieldLabels';
import { codeText, coerced, readInput } from './input';

const read = (schema: z.ZodType, data: unknown) => readInput(schema, data, requestLabel);
const refusal = (schema: z.ZodType, data: unknown) => {
  const r = read(schema, data);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(data)}`);
  return r.message;
};

describe('what clients send is read in the declared type', () => {
  it('a number where text is declared becomes its decimal text', () => {
    const s = z.object({ checkKey: z.string().max(64) });
    expect(read(s, { checkKey: 1732500000000 })).toEqual({ ok: true, value: { checkKey: '1732500000000' } });
    expect(coerced('string', 1.5)).toBe('1.5');
    expect(coerced('string', -0.25)).toBe('-0.25');
    expect(coerced('string', 1e21)).toBe('1000000000000000000000');
    expect(coerced('string', Number.NaN)).toBeUndefined();
  });

  it('a numeric text where a number is declared becomes the number; other texts are refused', () => {
    const s = z.object({ pageNo: z.number().int().min(1), rate: z.number().optional() });
    expect(read(s, { pageNo: '3', rate: '-0.5' })).toEqual({ ok: true, value: { pageNo: 3, rate: -0.5 } });
    expect(read(s, { pageNo: ' 12 ' })).toEqual({ ok: true, value: { pageNo: 12 } });
    for (const bad of ['12a', '', ' ', '1e3', '0x10', 'Infinity']) expect(refusal(s, { pageNo: bad }), bad).toBe('页码应为数字');
  });

  it('true/false, 1/0 and their texts where a boolean is declared; nothing else', () => {
    const s = z.object({ remember_me: z.boolean() });
    for (const [v, b] of [['true', true], ['false', false], [1, true], [0, false], ['1', true], ['0', false]] as const) {
      expect(read(s, { remember_me: v }), String(v)).toEqual({ ok: true, value: { remember_me: b } });
    }
    for (const bad of ['yes', 2, 'TRUE ', []]) expect(refusal(s, { remember_me: bad })).toBe('记住我应为是或否（true/false）');
  });

  it('everything else is still refused: objects, lists and booleans where text is declared', () => {
    const s = z.object({ checkKey: z.string() });
    for (const bad of [{}, [], true, ['1']]) expect(refusal(s, { checkKey: bad })).toBe('验证码标识应为文本');
  });

  it('reaches into lists, nested objects and union branches', () => {
    const s = z.object({
      items: z.array(z.object({ qty: z.number(), code: z.string() })),
      one: z.union([z.number(), z.array(z.number())]),
    });
    expect(read(s, { items: [{ qty: '2', code: 7 }, { qty: 3, code: 'a' }], one: '5' })).toEqual({
      ok: true,
      value: { items: [{ qty: 2, code: '7' }, { qty: 3, code: 'a' }], one: 5 },
    });
  });

  it('leaves the caller’s data untouched', () => {
    const data = { checkKey: 17 };
    read(z.object({ checkKey: z.string() }), data);
    expect(data).toEqual({ checkKey: 17 });
  });
});

describe('refusals name the field in Chinese', () => {
  it('takes the label declared on the schema, then the shared table, then the declarations, then the key', () => {
    const s = z.object({
      a: z.string().meta({ label: '车牌号' }),
      checkKey: z.string(),
      dictName: z.string(),
      zz: z.string(),
    });
    const ok = { a: 'x', checkKey: 'k', dictName: 'd', zz: 'z' };
    expect(refusal(s, { ...ok, a: undefined })).toBe('请输入车牌号');
    expect(refusal(s, { ...ok, checkKey: {} })).toBe('验证码标识应为文本');
    expect(refusal(s, { ...ok, dictName: {} })).toBe('字典名称应为文本');
    expect(refusal(s, { ...ok, zz: {} })).toBe('参数zz应为文本');
  });

  it('says what is wrong for every kind of problem', () => {
    const s = z.object({
      name: z.string().min(2).max(4).optional(),
      sortNo: z.number().min(0).max(9).optional(),
      ids: z.array(z.string()).min(1).max(2).optional(),
      status: z.enum(['0', '1']).optional(),
      email: z.email().optional(),
    });
    expect(refusal(s, { name: 'a' })).toBe('名称最小长度2位字符');
    expect(refusal(s, { name: 'abcde' })).toBe('名称最大长度4位字符');
    expect(refusal(s, { sortNo: -1 })).toBe('排序不能小于0');
    expect(refusal(s, { sortNo: '10' })).toBe('排序不能大于9');
    expect(refusal(s, { ids: [] })).toBe('记录ID最少选择1项');
    expect(refusal(s, { ids: ['a', 'b', 'c'] })).toBe('记录ID最多选择2项');
    expect(refusal(s, { status: '2' })).toBe('状态的值不在可选范围内');
    expect(refusal(s, { email: 'x' })).toBe('邮箱格式不正确');
    expect(refusal(z.strictObject({ id: z.string() }), { id: '1', x: 1, y: 2 })).toBe('不支持的参数：x、y');
    expect(refusal(z.string(), 5n)).toBe('请求参数应为文本');
  });

  it('keeps a schema’s own message', () => {
    const s = z.object({ username: z.string({ error: '请输入用户名' }).min(1, '请输入用户名') });
    expect(refusal(s, {})).toBe('请输入用户名');
    expect(refusal(s, { username: '' })).toBe('请输入用户名');
  });

  it('never answers in the validator’s own words', () => {
    const s = z.object({ a: z.string(), b: z.number(), c: z.boolean(), d: z.array(z.string()), e: z.enum(['x']), f: z.uuid(), g: z.literal('k') });
    for (const data of [{}, { a: {}, b: {}, c: {}, d: {}, e: {}, f: 1, g: 1 }, { a: 'x', b: 1, c: true, d: [], e: 'x', f: 'u', g: 'k' }]) {
      const m = refusal(s, data);
      expect(m).not.toMatch(/Invalid|expected|received|无效|期望|实际/i);
      expect(m).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('code fields', () => {
  it('accept letters, digits and underscore and name the field when refusing', () => {
    const s = z.object({ code: codeText('报表编码', 50) });
    expect(read(s, { code: ' user_status ' })).toEqual({ ok: true, value: { code: 'user_status' } });
    expect(refusal(s, { code: 'a-b' })).toBe('报表编码只能包含字母、数字和下划线');
    expect(refusal(s, {})).toBe('请输入报表编码');
    expect(refusal(s, { code: 'x'.repeat(51) })).toBe('报表编码最大长度50位字符');
    expect(read(s, { code: 2024 })).toEqual({ ok: true, value: { code: '2024' } });
  });
});
