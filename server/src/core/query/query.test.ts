import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { waybillEntity } from '../../../test/support/waybill';
import { buildListQuery, LIST_MAX_PAGE_SIZE } from './build';
import type { QuerySource, QueryUser } from './source';

const dialect = new PgDialect();
const render = (s: SQL) => dialect.sqlToQuery(s);
// Data rules read the database; these cases have none (they are covered by the API tests).
const source: QuerySource = { ...waybillEntity, menuKey: undefined };
const user: QueryUser = { userId: 'u1', username: 'alice', orgCode: 'A01', tenantId: 7 };
const noDb = undefined as never;

async function where(params: Record<string, unknown>) {
  const q = await buildListQuery(noDb, source, params, user);
  return render(q.where);
}
const refused = async (params: Record<string, unknown>) => {
  try {
    await buildListQuery(noDb, source, params, user);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('not refused');
};

describe('scope', () => {
  it('always filters by the tenant and leaves deleted rows out', async () => {
    const q = await where({});
    expect(q.sql).toBe('("demo_waybill"."tenant_id" = $1 and "demo_waybill"."del_flag" = $2)');
    expect(q.params).toEqual([7, 0]);
  });
  it('answers nothing for a user without a tenant', async () => {
    const q = render((await buildListQuery(noDb, source, {}, { ...user, tenantId: null })).where);
    expect(q.sql).toContain('false');
  });
  it('reads the recycle bin with del_flag 1', async () => {
    const q = render((await buildListQuery(noDb, source, {}, user, { deleted: true })).where);
    expect(q.params).toEqual([7, 1]);
  });
});

describe('field syntax, rule by rule', () => {
  const cases: [string, Record<string, unknown>, string, unknown[]][] = [
    ['equals', { plateNo: '晋A12345' }, '"demo_waybill"."plate_no" = $3', ['晋A12345']],
    ['contains', { driverName: '*张*' }, '"demo_waybill"."driver_name" like $3', ['%张%']],
    ['starts with', { driverName: '张*' }, '"demo_waybill"."driver_name" like $3', ['张%']],
    ['ends with', { driverName: '*三' }, '"demo_waybill"."driver_name" like $3', ['%三']],
    ['contains, ignoring case when the text has letters', { plateNo: '*a12*' }, '"demo_waybill"."plate_no" ilike $3', ['%a12%']],
    ['starts with, ignoring case', { plateNo: '晋a*' }, '"demo_waybill"."plate_no" ilike $3', ['晋a%']],
    ['not equal', { driverName: '!张三' }, '"demo_waybill"."driver_name" <> $3', ['张三']],
    ['in', { coalType: 'YM,WYM' }, '"demo_waybill"."coal_type" in ($3, $4)', ['YM', 'WYM']],
    ['>=', { netWeight: '>= 5' }, '"demo_waybill"."net_weight" >= $3', [5]],
    ['<=', { netWeight: '<= 5' }, '"demo_waybill"."net_weight" <= $3', [5]],
    ['>', { netWeight: '> 5' }, '"demo_waybill"."net_weight" > $3', [5]],
    ['<', { netWeight: '< 5' }, '"demo_waybill"."net_weight" < $3', [5]],
    ['!=', { netWeight: '!= 5' }, '"demo_waybill"."net_weight" <> $3', [5]],
    ['int equality', { status: '1' }, '"demo_waybill"."status" = $3', [1]],
    ['int in', { status: '0,2' }, '"demo_waybill"."status" in ($3, $4)', [0, 2]],
    [
      'any of a multi-value field',
      { tags: ',U,C,' },
      `((',' || "demo_waybill"."tags" || ',') like $3 or (',' || "demo_waybill"."tags" || ',') like $4)`,
      ['%,U,%', '%,C,%'],
    ],
  ];
  for (const [name, params, sqlText, values] of cases) {
    it(name, async () => {
      const q = await where(params);
      expect(q.sql).toContain(sqlText);
      expect(q.params.slice(2)).toEqual(values);
    });
  }

  it('escapes LIKE wildcards in a contains value', async () => {
    const q = await where({ driverName: '*50%_off\\*' });
    expect(q.params[2]).toBe('%50\\%\\_off\\\\%');
  });

  it('takes a value with SQL in it as a bound value, never as text of the query', async () => {
    const q = await where({ plateNo: "x' or 1=1 --" });
    expect(q.sql).not.toContain('1=1');
    expect(q.params[2]).toBe("x' or 1=1 --");
  });

  it('ignores blank values, unknown parameters, _t and secret fields', async () => {
    const q = await where({ plateNo: '', _t: '123', nope: 'x', 'plateNo;drop table x': '1', secretNote: 'abc', secret_note: 'abc' });
    expect(q.params).toEqual([7, 0]);
  });

  it('refuses a malformed number or date with a Chinese message', async () => {
    expect(await refused({ netWeight: 'abc' })).toBe('净重(kg)的值格式不正确');
    expect(await refused({ netWeight: '>= 1; drop' })).toBe('净重(kg)的值格式不正确');
    expect(await refused({ loadTime_begin: '2024-13-40' })).toBe('装车时间的值格式不正确');
    expect(await refused({ loadDate_end: '2023-02-29' })).toBe('装车日期的值格式不正确');
    expect(await refused({ status: '*1*' })).toBe('状态的值格式不正确');
  });
});

describe('ranges', () => {
  it('is inclusive, and a date-only end of a datetime runs to the end of that day (China time)', async () => {
    const q = await where({ loadTime_begin: '2024-05-01', loadTime_end: '2024-05-03' });
    expect(q.sql).toContain('"demo_waybill"."load_time" >= $3 and "demo_waybill"."load_time" < $4');
    expect(q.params.slice(2)).toEqual(['2024-04-30T16:00:00.000Z', '2024-05-03T16:00:00.000Z']);
  });
  it('takes a full time as it is', async () => {
    const q = await where({ loadTime_end: '2024-05-03 12:30:00' });
    expect(q.sql).toContain('"demo_waybill"."load_time" <= $3');
    expect(q.params[2]).toBe('2024-05-03T04:30:00.000Z');
  });
  it('compares dates and numbers', async () => {
    const q = await where({ loadDate_begin: '2024-01-01', loadDate_end: '2024-01-31', netWeight_begin: '1000', netWeight_end: '2000' });
    expect(q.params.slice(2)).toEqual(['1000', '2000', '2024-01-01', '2024-01-31'].map((v) => (/^\d+$/.test(v) ? Number(v) : v)));
  });
  it('treats a date-only equality on a datetime as that whole day', async () => {
    const q = await where({ loadTime: '2024-05-01' });
    expect(q.sql).toContain('("demo_waybill"."load_time" >= $3 and "demo_waybill"."load_time" < $4)');
  });
});

describe('sorting', () => {
  it('sorts by a declared field, the id breaking ties', async () => {
    const q = await buildListQuery(noDb, source, { column: 'netWeight', order: 'asc' }, user);
    expect(q.orderBy.map((o) => render(o).sql)).toEqual(['"demo_waybill"."net_weight" asc', '"demo_waybill"."id" asc']);
  });
  it('strips a _dictText suffix and defaults to the declaration', async () => {
    const q = await buildListQuery(noDb, source, { column: 'status_dictText', order: 'desc' }, user);
    expect(render(q.orderBy[0]).sql).toBe('"demo_waybill"."status" desc');
    const d = await buildListQuery(noDb, source, {}, user);
    expect(render(d.orderBy[0]).sql).toBe('"demo_waybill"."create_time" desc');
  });
  it('refuses a hostile or secret sort column with the contract message', async () => {
    expect(await refused({ column: 'id; drop table sys_user', order: 'asc' })).toBe('请注意，将要排序的列字段不存在：id; drop table sys_user');
    expect(await refused({ column: 'secretNote' })).toBe('请注意，将要排序的列字段不存在：secretNote');
    expect(await refused({ column: 'tenant_id' })).toBe('请注意，将要排序的列字段不存在：tenant_id');
  });
});

describe('super query', () => {
  const sq = (items: unknown[], matchType?: string) => ({ superQueryParams: encodeURIComponent(JSON.stringify(items)), superQueryMatchType: matchType });
  it('reads every rule and joins them with and/or', async () => {
    const items = [
      { field: 'plateNo', rule: 'eq', val: 'A' },
      { field: 'plateNo', rule: 'ne', val: 'B' },
      { field: 'netWeight', rule: 'gt', val: '1', type: 'int' },
      { field: 'netWeight', rule: 'ge', val: 2 },
      { field: 'netWeight', rule: 'lt', val: '3' },
      { field: 'netWeight', rule: 'le', val: '4' },
      { field: 'coalType', rule: 'in', val: 'YM,HM' },
      { field: 'driverName', rule: 'like', val: '张' },
      { field: 'driverName', rule: 'left_like', val: '三' },
      { field: 'driverName', rule: 'right_like', val: '李' },
      { field: 'driverPhone', rule: 'empty' },
      { field: 'driverName', rule: 'not_empty' },
    ];
    const and = await where(sq(items, 'and'));
    expect(and.params.slice(2)).toEqual(['A', 'B', 1, 2, 3, 4, 'YM', 'HM', '%张%', '%三', '李%']);
    expect(and.sql).toContain('"demo_waybill"."plate_no" = $3 and "demo_waybill"."plate_no" <> $4');
    expect(and.sql).toContain('("demo_waybill"."driver_phone" is null or "demo_waybill"."driver_phone" = \'\')');
    const or = await where(sq(items.slice(0, 2), 'or'));
    expect(or.sql).toContain('("demo_waybill"."plate_no" = $3 or "demo_waybill"."plate_no" <> $4)');
  });
  it('accepts the parameter already decoded', async () => {
    const q = await where({ superQueryParams: JSON.stringify([{ field: 'status', rule: 'eq', val: '1' }]) });
    expect(q.params[2]).toBe(1);
  });
  it('refuses an undeclared, hostile or secret field, an unknown rule and bad JSON', async () => {
    expect(await refused(sq([{ field: 'password', rule: 'eq', val: 'x' }]))).toBe('请注意，将要查询的列字段不存在：password');
    expect(await refused(sq([{ field: 'secretNote', rule: 'eq', val: 'x' }]))).toBe('请注意，将要查询的列字段不存在：secretNote');
    expect(await refused(sq([{ field: '1=1) or (1', rule: 'eq', val: 'x' }]))).toBe('请注意，将要查询的列字段不存在：1=1) or (1');
    expect(await refused(sq([{ field: 'plateNo', rule: 'sql', val: 'x' }]))).toBe('高级查询的匹配规则不正确');
    expect(await refused({ superQueryParams: '[{' })).toBe('高级查询参数格式不正确');
  });
});

describe('paging', () => {
  it('defaults to page 1 of 10 and caps the page size', async () => {
    const q = await buildListQuery(noDb, source, {}, user);
    expect([q.pageNo, q.pageSize]).toEqual([1, 10]);
    const big = await buildListQuery(noDb, source, { pageNo: '3', pageSize: '999999' }, user);
    expect([big.pageNo, big.pageSize]).toEqual([3, LIST_MAX_PAGE_SIZE]);
    expect(await refused({ pageNo: 'x' })).toBe('页码格式不正确');
  });
});
