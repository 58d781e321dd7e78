import type { AuthEntry } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { deniedColumnKeys, filterColumnsByAuth, normalizePrefix } from './columnAuth';

const entry = (action: string, type: string, status?: string): AuthEntry => ({ action, type, describe: action, ...(status ? { status } : {}) });

const allAuth: AuthEntry[] = [
  entry('user:salary', '1', '1'),
  entry('user:phone', '1', '1'),
  entry('user:birthday', '1', '0'),
  entry('user:sex', '2', '1'),
  entry('car:salary', '1', '1'),
];

const columns = [
  { title: '姓名', dataIndex: 'realname' },
  { title: '工资', dataIndex: 'salary' },
  { title: '电话', key: 'phone' },
  { title: '生日', dataIndex: 'birthday' },
  { title: '性别', dataIndex: 'sex' },
  { title: '操作', key: 'action' },
];

const titles = (cols: { title: string }[]) => cols.map((c) => c.title);

describe('column permission (§6)', () => {
  it('adds the trailing colon to a prefix once', () => {
    expect(normalizePrefix('user')).toBe('user:');
    expect(normalizePrefix('user:')).toBe('user:');
    expect(normalizePrefix('')).toBe('');
  });

  it('hides the columns of active type 1 rules under the prefix that the user does not hold', () => {
    expect(titles(filterColumnsByAuth(columns, [], 'user:', allAuth))).toEqual(['姓名', '生日', '性别', '操作']);
  });

  it('shows a governed column to a user holding it', () => {
    const auth = [entry('user:salary', '1')];
    expect(titles(filterColumnsByAuth(columns, auth, 'user', allAuth))).toEqual(['姓名', '工资', '生日', '性别', '操作']);
  });

  it('ignores rules that are off, of type 2, or under another prefix', () => {
    expect([...deniedColumnKeys([], allAuth, 'user')].sort()).toEqual(['phone', 'salary']);
    expect([...deniedColumnKeys([], allAuth, 'car')]).toEqual(['salary']);
  });

  it('keeps every column when nothing is governed', () => {
    expect(filterColumnsByAuth(columns, [], 'user', [])).toHaveLength(columns.length);
  });

  it('matches nested dataIndex paths joined by dots', () => {
    const nested = [{ title: 'x', dataIndex: ['salary', 'base'] }];
    expect(filterColumnsByAuth(nested, [], 'user', [entry('user:salary.base', '1', '1')])).toEqual([]);
  });
});
