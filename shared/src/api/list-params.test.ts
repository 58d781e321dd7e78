import { describe, expect, it } from 'vitest';
import { fieldOfColumn, rangeParams, readFieldParams, readListControls, writeListParams, type ListParams } from './list-params';
import { readSuperQueryParams, writeSuperQueryParams, type SuperQueryParam } from './super-query';

/** Reads written parameters as a query string parser hands them over: every value a text. */
const readerOf = (params: ListParams) => (key: string) => (params[key] === undefined ? undefined : String(params[key]));

const conditions: SuperQueryParam[] = [
  { field: 'sex', rule: 'in', val: '1,2', type: 'int', dbType: 'int' },
  { field: 'realname_dictText', rule: 'like', val: '张 & 李', type: 'string', dbType: 'string' },
];

describe('list parameters', () => {
  it('writes paging, sort, filters, an advanced query and the cache buster under the contract names', () => {
    const params = writeListParams({
      pageNo: 3,
      pageSize: 20,
      sort: { field: 'username', order: 'asc' },
      filters: { realname: '*李*', ...rangeParams('createTime', '2026-01-01', undefined), dictId: 'd1' },
      superQuery: { conditions, matchType: 'or' },
      cacheBuster: 1_700_000_000,
    });
    expect(params).toEqual({
      _t: 1_700_000_000,
      realname: '*李*',
      createTime_begin: '2026-01-01',
      dictId: 'd1',
      column: 'username',
      order: 'asc',
      superQueryParams: writeSuperQueryParams(conditions),
      superQueryMatchType: 'or',
      pageNo: 3,
      pageSize: 20,
    });
  });

  it('leaves out what the request does not hold', () => {
    expect(writeListParams({ pageNo: 1, pageSize: 10, sort: null, superQuery: null })).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('reads back what it wrote', () => {
    const read = readerOf(
      writeListParams({
        pageNo: 2,
        pageSize: 50,
        sort: { field: 'status_dictText', order: 'desc' },
        filters: { realname: '!张三', ...rangeParams('birthday', '2000-01-01', '2000-12-31') },
        superQuery: { conditions, matchType: 'and' },
      }),
    );
    const controls = readListControls(read);
    expect(controls).toMatchObject({ pageNo: '2', pageSize: '50', column: 'status_dictText', order: 'desc', superQueryMatchType: 'and' });
    expect(readSuperQueryParams(controls.superQueryParams!)).toEqual(conditions);
    expect(readFieldParams(read, 'realname')).toEqual({ value: '!张三', begin: undefined, end: undefined });
    expect(readFieldParams(read, 'birthday')).toEqual({ value: undefined, begin: '2000-01-01', end: '2000-12-31' });
    expect(readFieldParams(read, 'email')).toEqual({ value: undefined, begin: undefined, end: undefined });
  });

  it('writes only the range bounds given', () => {
    expect(rangeParams('createTime', undefined, '2026-01-31')).toEqual({ createTime_end: '2026-01-31' });
    expect(rangeParams('amount', 0, undefined)).toEqual({ amount_begin: 0 });
    expect(rangeParams('amount', undefined, undefined)).toEqual({});
  });

  it('names the field behind a dictionary text column', () => {
    expect(fieldOfColumn('sex_dictText')).toBe('sex');
    expect(fieldOfColumn('sex')).toBe('sex');
    expect(fieldOfColumn('_dictText')).toBe('');
  });
});

describe('advanced query parameters', () => {
  it('writes URL-encoded JSON', () => {
    const text = writeSuperQueryParams(conditions);
    expect(text).not.toMatch(/[{}"[\]& ]/);
    expect(JSON.parse(decodeURIComponent(text))).toEqual(conditions);
  });

  it('reads the JSON as it arrives or URL-decoded once more, and nothing else', () => {
    const json = JSON.stringify(conditions);
    expect(readSuperQueryParams(json)).toEqual(conditions);
    expect(readSuperQueryParams(encodeURIComponent(json))).toEqual(conditions);
    expect(readSuperQueryParams('[{"field":"a","rule":"like","val":"100%"}]')).toEqual([{ field: 'a', rule: 'like', val: '100%' }]);
    expect(readSuperQueryParams('not json')).toBeUndefined();
    expect(readSuperQueryParams('%E0%A4%A')).toBeUndefined();
  });
});
