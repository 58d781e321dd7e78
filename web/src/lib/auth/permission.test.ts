import type { AuthEntry } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { buttonAccess, hasPermission, heldCodes, splitActions } from './permission';

const entry = (action: string, type: string, status?: string): AuthEntry => ({ action, type, describe: action, ...(status ? { status } : {}) });

const allAuth: AuthEntry[] = [
  entry('user:add', '2', '1'),
  entry('user:delete', '2', '1'),
  entry('user:export', '2', '0'),
  entry('user:salary', '1', '1'),
  entry('user:audit,user:approve', '2', '1'),
];

describe('button permission (§6)', () => {
  it('splits comma-separated actions and drops blanks', () => {
    expect(splitActions(' a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitActions(undefined)).toEqual([]);
  });

  it('allows an action the user holds through a type 2 entry', () => {
    expect(hasPermission('user:add', [entry('user:add', '2')], allAuth)).toBe(true);
  });

  it('denies an action governed by an active rule the user does not hold', () => {
    expect(hasPermission('user:delete', [entry('user:add', '2')], allAuth)).toBe(false);
    expect(hasPermission('user:delete', [], allAuth)).toBe(false);
  });

  it('allows an action whose rule is off (status 0) or that no rule names', () => {
    expect(hasPermission('user:export', [], allAuth)).toBe(true);
    expect(hasPermission('user:unknown', [], allAuth)).toBe(true);
    expect(hasPermission('anything', [], [])).toBe(true);
  });

  it('reads several actions in a stored entry', () => {
    expect(hasPermission('user:approve', [entry('user:audit,user:approve', '2')], allAuth)).toBe(true);
    expect(hasPermission('user:approve', [], allAuth)).toBe(false);
  });

  it('allows a requested action list when the user holds one of its actions', () => {
    expect(hasPermission('user:delete,user:add', [entry('user:add', '2')], allAuth)).toBe(true);
    expect(hasPermission('user:delete,user:export', [], allAuth)).toBe(false);
    expect(hasPermission('user:export,user:unknown', [], allAuth)).toBe(true);
  });

  it('grants a show/hide rule to a user holding the type 1 entry', () => {
    expect(hasPermission('user:salary', [entry('user:salary', '1')], allAuth)).toBe(true);
    expect(hasPermission('user:salary', [], allAuth)).toBe(false);
  });

  it('treats a type 1 entry as not covering a disable rule', () => {
    expect(hasPermission('user:delete', [entry('user:delete', '1')], allAuth)).toBe(false);
  });

  it('an empty code guards nothing', () => {
    expect(hasPermission('', [], allAuth)).toBe(true);
  });
});

describe('button access', () => {
  it('shows what is allowed', () => {
    expect(buttonAccess('user:add', [entry('user:add', '2')], allAuth)).toBe('show');
  });
  it('disables a button under a type 2 rule and hides one under a type 1 rule', () => {
    expect(buttonAccess('user:delete', [], allAuth)).toBe('disable');
    expect(buttonAccess('user:salary', [], allAuth)).toBe('hide');
  });
});

describe('held codes', () => {
  it('collects every action of every entry', () => {
    expect([...heldCodes([entry('a,b', '2'), entry('c', '1')])].sort()).toEqual(['a', 'b', 'c']);
  });
});
