import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { userMeta, type EntityMeta } from '@meiyun/shared';
import { buildListParams, filterParams, initialListState, sortFromTable, totalText } from './listQuery';
import { decodeSuperQuery } from './superQuery';

const field = (name: string) => userMeta.fields.find((f) => f.name === name)!;
const now = () => 1_700_000_000_123;

describe('list query parameters', () => {
  it('sends paging, the default sort and a seconds cache buster on a first load', () => {
    expect(buildListParams(userMeta, initialListState(userMeta), now)).toEqual({
      _t: 1_700_000_000,
      column: 'createTime',
      order: 'desc',
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('wraps free text as contains, keeps typed operators and sends dictionary values as they are', () => {
    expect(filterParams(field('realname'), ' 张 ')).toEqual({ realname: '*张*' });
    expect(filterParams(field('realname'), '张*')).toEqual({ realname: '张*' });
    expect(filterParams(field('realname'), '!张三')).toEqual({ realname: '!张三' });
    expect(filterParams(field('sex'), '1')).toEqual({ sex: '1' });
    expect(filterParams({ ...field('username'), queryMode: 'eq' }, 'admin')).toEqual({ username: 'admin' });
    expect(filterParams(field('realname'), '   ')).toEqual({});
  });

  it('turns a range into _begin and _end, date-only bounds as dates', () => {
    const range = [dayjs('2026-01-01'), dayjs('2026-01-31')];
    expect(filterParams(field('createTime'), range)).toEqual({ createTime_begin: '2026-01-01', createTime_end: '2026-01-31' });
    expect(filterParams(field('createTime'), [null, dayjs('2026-02-01 08:30:00')])).toEqual({ createTime_end: '2026-02-01 08:30:00' });
    expect(filterParams(field('createTime'), undefined)).toEqual({});
  });

  it('joins a multi-select with commas', () => {
    expect(filterParams(field('status'), ['1', '2'])).toEqual({ status: '1,2' });
  });

  it('reads only declared query fields, adds the fixed filter, the sort and an advanced query', () => {
    const meta: EntityMeta = userMeta;
    const params = buildListParams(
      meta,
      {
        filters: { realname: '李', password: 'x', email: 'a@b.c', injected: '1' },
        fixed: { dictId: 'd1' },
        pageNo: 3,
        pageSize: 20,
        sort: { field: 'username', order: 'asc' },
        superQuery: { matchType: 'or', conditions: [{ field: 'sex', rule: 'in', val: ['1', '2'], type: 'int', dbType: 'int' }] },
      },
      now,
    );
    expect(params).toMatchObject({ realname: '*李*', dictId: 'd1', column: 'username', order: 'asc', pageNo: 3, pageSize: 20, superQueryMatchType: 'or' });
    expect(params).not.toHaveProperty('password');
    expect(params).not.toHaveProperty('email');
    expect(params).not.toHaveProperty('injected');
    expect(decodeSuperQuery(String(params.superQueryParams))).toEqual([{ field: 'sex', rule: 'in', val: '1,2', type: 'int', dbType: 'int' }]);
  });

  it('maps the table sorter and falls back to the default sort when cleared', () => {
    expect(sortFromTable(userMeta, 'username', 'ascend')).toEqual({ field: 'username', order: 'asc' });
    expect(sortFromTable(userMeta, 'username', 'descend')).toEqual({ field: 'username', order: 'desc' });
    expect(sortFromTable(userMeta, 'username', null)).toEqual({ field: 'createTime', order: 'desc' });
  });

  it('writes the total as x-y 共 N 条', () => {
    expect(totalText(23, [11, 20])).toBe('11-20 共 23 条');
  });
});
