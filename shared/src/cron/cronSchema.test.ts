import { describe, expect, it } from 'vitest';
import { cronExpressionSchema } from './cronSchema';

describe('cronExpressionSchema', () => {
  it('accepts and trims a valid expression', () => {
    expect(cronExpressionSchema.parse('  0 0 2 L-3 * ? ')).toBe('0 0 2 L-3 * ?');
  });

  it('refuses an empty or invalid one with a Chinese message', () => {
    expect(cronExpressionSchema.safeParse('').error?.issues[0].message).toBe('cron表达式不能为空');
    expect(cronExpressionSchema.safeParse(5).error?.issues[0].message).toBe('cron表达式不能为空');
    expect(cronExpressionSchema.safeParse('0 0 24 * * ?').error?.issues[0].message).toBe(
      'cron表达式格式不正确：时字段的值24超出范围0-23',
    );
  });
});
