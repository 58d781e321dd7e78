import { describe, expect, it, vi } from 'vitest';

const warning = vi.fn();
vi.mock('../../lib/feedback/feedback', () => ({ feedback: { message: { warning: (m: string) => warning(m) } } }));
const { compareTime, toAntdRules } = await import('./antdRules');
const { checkedCount, mobileRules, required } = await import('@meiyun/shared');

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const run = async (rules: ReturnType<typeof toAntdRules>, value: unknown) => {
  for (const r of rules) {
    try {
      await ((r as { validator: Validator }).validator)(r, value);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return null;
};

describe('antd adapter of the shared rules', () => {
  it('keeps required (for the asterisk) and the messages', async () => {
    const rules = toAntdRules(required('请输入名称', { min: 2, max: 4 }));
    expect((rules[0] as { required?: boolean }).required).toBe(true);
    expect(await run(rules, ' ')).toBe('请输入名称');
    expect(await run(rules, '煤')).toBe('最小长度2位字符');
    expect(await run(rules, '动力煤煤种')).toBe('最大长度4位字符');
    expect(await run(rules, '动力煤')).toBeNull();
    expect(await run(toAntdRules(mobileRules()), '')).toBe('请输入手机号');
    expect(await run(toAntdRules(checkedCount({ max: 1 })), 'a,b')).toBe('最多选择1项');
  });

  it('compareTime clears the end and warns when the start is not before it', () => {
    const values: Record<string, unknown> = { s: '2026-05-10', e: '2026-05-01' };
    const form = { getFieldValue: (k: string) => values[k], setFieldValue: (k: string, v: unknown) => (values[k] = v) };
    expect(compareTime(form as never, 's', 'e')).toBe(false);
    expect(values.e).toBeUndefined();
    expect(warning).toHaveBeenCalledWith('结束时间不能早于开始时间');
    values.e = '2026-05-11';
    expect(compareTime(form as never, 's', 'e')).toBe(true);
    expect(values.e).toBe('2026-05-11');
  });
});
