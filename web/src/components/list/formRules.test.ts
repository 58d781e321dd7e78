import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictItemMeta, userMeta, type FieldMeta } from '@meiyun/shared';
import { uniqueValidator } from './duplicateCheck';
import { fieldRules, firstProblem, requiredMessage } from './formRules';
import { fromFormValues, toFormValues } from './formValues';

const field = (name: string) => userMeta.fields.find((f) => f.name === name)!;

describe('form rules from the declaration', () => {
  it('asks to type into inputs and to choose from pickers', () => {
    expect(requiredMessage(field('realname'))).toBe('请输入用户姓名!');
    expect(requiredMessage({ name: 'sex', label: '性别', type: 'int', dict: 'sex', required: true })).toBe('请选择性别!');
    expect(requiredMessage({ name: 'd', label: '日期', type: 'date', required: true })).toBe('请选择日期!');
    expect(firstProblem(field('realname'), '  ')).toBe('请输入用户姓名!');
  });

  it('limits length with 最大长度N位字符 and applies named patterns with their messages', () => {
    expect(firstProblem(field('realname'), 'x'.repeat(51))).toBe('最大长度50位字符');
    expect(firstProblem(field('realname'), 'x'.repeat(50))).toBeNull();
    expect(firstProblem(field('username'), 'a b')).toBe('只允许字母、数字、下划线，长度6到18个字符');
    expect(firstProblem(field('username'), 'zhang_3')).toBeNull();
    expect(firstProblem(field('phone'), '12345678901')).toBe('请输入正确手机号');
    expect(firstProblem(field('phone'), '')).toBeNull();
    expect(firstProblem(field('email'), 'a@b')).toBe('邮箱格式不正确');
  });

  it('measures a list (several positions) by its comma-joined text, not as one string', async () => {
    const post = field('post');
    const rules = fieldRules(post);
    expect(rules.some((r) => r.max !== undefined)).toBe(false);
    const check = rules.find((r) => r.validator)!;
    await expect(check.validator!({}, ['GM', 'DISPATCH'])).resolves.toBeUndefined();
    await expect(check.validator!({}, Array.from({ length: 30 }, (_, i) => `POSITION${i}`))).rejects.toThrow('最大长度255位字符');
    expect(firstProblem(post, ['GM', 'DISPATCH'])).toBeNull();
    expect(toFormValues(userMeta, { post: 'GM,DISPATCH' }).post).toEqual(['GM', 'DISPATCH']);
  });

  it('bounds numbers', () => {
    const sort = dictItemMeta.fields.find((f) => f.name === 'sortOrder')!;
    expect(fieldRules(sort).some((r) => r.type === 'number')).toBe(true);
    expect(firstProblem(sort, -1)).toBe('排序值应在0到999999之间');
    expect(firstProblem(sort, 5)).toBeNull();
  });
});

describe('record and form values', () => {
  it('shows dictionary ints as strings and dates as dayjs, and sends them back typed', () => {
    const values = toFormValues(userMeta, { id: 'u1', username: 'zs', sex: 1, birthday: '1990-05-01', status: 1 });
    expect(values.sex).toBe('1');
    expect(dayjs.isDayjs(values.birthday)).toBe(true);
    expect(values).not.toHaveProperty('status');
    const body = fromFormValues(userMeta, { ...values, username: 'changed', password: 'p', realname: ' 张三 ' }, 'edit', 'u1');
    expect(body).toMatchObject({ id: 'u1', sex: 1, birthday: '1990-05-01', realname: '张三' });
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('password');
  });

  it('starts a new record with the declared defaults', () => {
    expect(toFormValues(dictItemMeta, null)).toMatchObject({ sortOrder: 1, status: 1, itemText: undefined });
  });

  it('keeps add-only fields on add and leaves empty ones to the server defaults; an edit clears with null', () => {
    const body = fromFormValues(userMeta, { username: 'zs', password: 'Secret@123', sex: undefined, post: '' }, 'add');
    expect(body).toEqual({ username: 'zs', password: 'Secret@123' });
    expect(fromFormValues(userMeta, { post: '', sex: undefined }, 'edit', 'u1')).toEqual({ id: 'u1', post: null, sex: null });
  });
});

describe('duplicate check of unique fields', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const uniqueField: FieldMeta = field('username');

  it('skips empty values and sends one debounced check per pause, with the record id', async () => {
    const check = vi.fn(async (q: { fieldVal: string }) => (q.fieldVal === 'admin' ? '用户账号已存在' : null));
    const validate = uniqueValidator(userMeta, uniqueField, () => 'u9', check, 300);
    await expect(validate({}, '')).resolves.toBeUndefined();
    const first = validate({}, 'adm');
    const second = validate({}, 'admin');
    await expect(first).resolves.toBeUndefined();
    vi.advanceTimersByTime(300);
    await expect(second).rejects.toThrow('用户账号已存在');
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: 'u9' });
  });
});

describe('a required whole number typed in a number box', () => {
  it('is not read as missing', async () => {
    const { default: Schema } = await import('@rc-component/async-validator');
    const field: FieldMeta = { name: 'port', label: '端口', type: 'int', required: true, min: 1, max: 65535, form: { widget: 'inputNumber' } };
    const v = new Schema({ port: fieldRules(field) as never });
    await expect(v.validate({ port: 5432 })).resolves.toBeDefined();
    await expect(v.validate({ port: null })).rejects.toBeDefined();
  });
});
