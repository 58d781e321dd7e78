import { describe, expect, it } from 'vitest';
import { userMeta, type FieldMeta } from '@meiyun/shared';
import { decodeSuperQuery, encodeSuperQuery, isEmptyQuery, rulesFor, withField, withRule, type SuperQueryCondition } from './superQuery';

const field = (name: string) => userMeta.fields.find((f) => f.name === name)!;

describe('advanced query', () => {
  it('offers the operators that fit each field type', () => {
    expect(rulesFor(field('realname'))).toEqual(['eq', 'like', 'left_like', 'right_like', 'ne', 'empty', 'not_empty']);
    expect(rulesFor(field('birthday'))).toEqual(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
    expect(rulesFor({ name: 'n', label: 'n', type: 'decimal' })).toEqual(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
    expect(rulesFor(field('sex'))).toEqual(['eq', 'ne', 'in']);
  });

  it('resets rule and value when the field changes', () => {
    expect(withField(field('sex'))).toEqual({ field: 'sex', rule: 'eq', val: undefined, type: 'int', dbType: 'int', dictCode: 'sex' });
  });

  it('keeps the first value when leaving in on a single-value dictionary, and lists a value when entering it', () => {
    const sex = field('sex');
    const under: SuperQueryCondition = { ...withField(sex), rule: 'in', val: ['2', '1'] };
    expect(withRule(under, 'eq', sex).val).toBe('2');
    expect(withRule({ ...withField(sex), val: '1' }, 'in', sex).val).toEqual(['1']);
    const multi: FieldMeta = { ...sex, multi: true };
    expect(withRule({ ...under }, 'ne', multi).val).toEqual(['2', '1']);
    expect(withRule({ ...withField(field('realname')), val: 'x' }, 'empty').val).toBeUndefined();
  });

  it('treats a lone condition missing field, rule or value as an empty query', () => {
    expect(isEmptyQuery([{}])).toBe(true);
    expect(isEmptyQuery([{ field: 'realname', rule: 'eq' }])).toBe(true);
    expect(isEmptyQuery([{ field: 'realname', rule: 'eq', val: '  ' }])).toBe(true);
    expect(isEmptyQuery([{ field: 'sex', rule: 'in', val: [] }])).toBe(true);
    expect(isEmptyQuery([{ field: 'realname', val: 'x' }])).toBe(true);
    expect(isEmptyQuery([{ field: 'realname', rule: 'empty' }])).toBe(false);
    expect(isEmptyQuery([{ field: 'realname', rule: 'eq', val: '张' }])).toBe(false);
  });

  it('sends URL-encoded JSON of the complete conditions only, in values comma-joined', () => {
    const encoded = encodeSuperQuery([
      { field: 'realname', rule: 'like', val: ' 张 ', type: 'string', dbType: 'string' },
      { field: 'sex', rule: 'in', val: ['1', '2'], type: 'int', dbType: 'int' },
      { field: 'phone', rule: 'not_empty', val: 'ignored', type: 'string' },
      { field: 'birthday', rule: 'gt' },
    ]);
    expect(encoded).not.toMatch(/[{}"[\]]/);
    expect(decodeSuperQuery(encoded)).toEqual([
      { field: 'realname', rule: 'like', val: '张', type: 'string', dbType: 'string' },
      { field: 'sex', rule: 'in', val: '1,2', type: 'int', dbType: 'int' },
      { field: 'phone', rule: 'not_empty', val: '', type: 'string', dbType: 'string' },
    ]);
  });
});
