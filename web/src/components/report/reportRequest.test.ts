import { describe, expect, it } from 'vitest';
import { reportSorter, selfParams } from './reportRequest';

describe('a report run’s parameters', () => {
  it('sends named parameters as self_<name>', () => {
    expect(selfParams({ days: '7', skip: 'admin' })).toEqual({ self_days: '7', self_skip: 'admin' });
    expect(selfParams(undefined)).toEqual({});
  });

  it('turns the table’s sort into column=asc|desc, and an unsorted column into none', () => {
    expect(reportSorter({ columnKey: 'username', order: 'ascend' })).toBe('username=asc');
    expect(reportSorter([{ columnKey: 'login_day', order: 'descend' }])).toBe('login_day=desc');
    expect(reportSorter({ field: 'realname', order: 'descend' })).toBe('realname=desc');
    expect(reportSorter({ columnKey: 'username', order: null })).toBeUndefined();
    expect(reportSorter(undefined)).toBeUndefined();
  });
});
