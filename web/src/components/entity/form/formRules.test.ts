import Schema from '@rc-component/async-validator';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictItemMeta, userMeta, type EntityMeta, type FieldMeta } from '@meiyun/shared';
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

  it('checks the range of a decimal, whose editor answers exact digits as a string, as antd runs the rules', async () => {
    const lng: FieldMeta = { name: 'centerLng', label: '中心经度', type: 'decimal', scale: 6, min: 73, max: 136 };
    const validate = (value: unknown) =>
      new Schema({ centerLng: fieldRules(lng) as never }).validate({ centerLng: value }).then(
        () => null,
        (e: { errors: { message: string }[] }) => e.errors[0].message,
      );
    expect(await validate('110.346680')).toBeNull();
    expect(await validate(110.34668)).toBeNull();
    expect(await validate('136.5')).toBe('中心经度应在73到136之间');
    expect(await validate('')).toBeNull();
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

describe('the coal checks on a form field', () => {
  const supplier: EntityMeta = {
    name: 'supplier',
    title: '供应商',
    api: '/coal/supplier',
    perm: 'coal:supplier',
    fields: [
      { name: 'creditCode', label: '统一社会信用代码', type: 'string', rules: ['creditCode'] },
      { name: 'plateNo', label: '车牌号', type: 'string', rules: ['plateNo'] },
      { name: 'idNumber', label: '身份证号', type: 'string', rules: ['idNumberCn'] },
      { name: 'bankAccount', label: '银行账号', type: 'string', rules: ['bankAccount'] },
      { name: 'phone', label: '联系电话', type: 'string', rules: ['phone'] },
    ],
  };
  const f = (name: string) => supplier.fields.find((x) => x.name === name)!;

  it('runs the check character and says what is wrong', () => {
    expect(firstProblem(f('creditCode'), '91440300708461136T')).toBeNull();
    expect(firstProblem(f('creditCode'), '91440300708461136U')).toBe('统一社会信用代码的校验位不正确');
    expect(firstProblem(f('creditCode'), '9144030070846113')).toBe('统一社会信用代码应为18位');
    expect(firstProblem(f('idNumber'), '11010519491231002x')).toBeNull();
    expect(firstProblem(f('idNumber'), '110105194912310021')).toBe('身份证号码的校验码不正确');
    expect(firstProblem(f('idNumber'), '11010519490231002X')).toBe('身份证号码的出生日期不正确');
    expect(firstProblem(f('creditCode'), '')).toBeNull();
  });

  it('accepts what the server stores after normalising: a plate in lower case, an account in groups', () => {
    expect(firstProblem(f('plateNo'), '晋a 12345')).toBeNull();
    expect(firstProblem(f('plateNo'), '晋A1234')).toBe('车牌号格式不正确');
    expect(firstProblem(f('bankAccount'), '6222 0212 3456 7890')).toBeNull();
    expect(firstProblem(f('bankAccount'), '6222-0212')).toBe('银行账号格式不正确');
    expect(firstProblem(f('phone'), '0351-7654321')).toBeNull();
    expect(firstProblem(f('phone'), '13812345678')).toBeNull();
    expect(firstProblem(f('phone'), '1381234567')).toBe('请输入正确的手机号或座机号');
  });

  it('gives antd a validator for a checked rule and keeps a plain pattern for a simple one', async () => {
    expect(fieldRules(f('creditCode'))[0].validator).toBeTypeOf('function');
    expect(fieldRules(f('creditCode'))[0].pattern).toBeUndefined();
    expect(fieldRules(f('phone'))[0].pattern).toBeInstanceOf(RegExp);
    const { default: Schema } = await import('@rc-component/async-validator');
    const v = new Schema({ creditCode: fieldRules(f('creditCode')) as never, plateNo: fieldRules(f('plateNo')) as never });
    await expect(v.validate({ creditCode: '91440300708461136t', plateNo: '晋a·12345' })).resolves.toBeDefined();
    await expect(v.validate({ creditCode: undefined, plateNo: '' })).resolves.toBeDefined();
    const refused = await v.validate({ creditCode: '91440300708461136U', plateNo: '晋A1234' }).then(
      () => [],
      (e: { errors: { message: string }[] }) => e.errors.map((x) => x.message),
    );
    expect(refused).toEqual(['统一社会信用代码的校验位不正确', '车牌号格式不正确']);
  });

  it('sends the stored form: upper case, no spaces', () => {
    const body = fromFormValues(supplier, { creditCode: ' 91440300708461136t ', plateNo: '晋a·12345', idNumber: '11010519491231002x', bankAccount: '6222 0212 3456 7890', phone: ' 0351-7654321 ' }, 'add');
    expect(body).toEqual({ creditCode: '91440300708461136T', plateNo: '晋A12345', idNumber: '11010519491231002X', bankAccount: '6222021234567890', phone: '0351-7654321' });
  });
});

describe('required dates and numbers', () => {
  it('checks blank-only text as missing, but never a date or a number as text (antd would refuse a dayjs value)', () => {
    const req = (field: Partial<FieldMeta>) => fieldRules({ name: 'x', label: '字段', type: 'string', required: true, ...field } as FieldMeta)[0];
    expect(req({ type: 'string' })).toEqual({ required: true, whitespace: true, message: '请输入字段!' });
    expect(req({ type: 'date' })).toEqual({ required: true, message: '请选择字段!' });
    expect(req({ type: 'decimal' })).toEqual({ required: true, message: '请输入字段!' });
  });
});
