import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '@meiyun/shared';
import { checkField } from './validate-record';

const field = (rule: NonNullable<FieldMeta['rules']>[number], label: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({ name: rule, label, type: 'string', rules: [rule], ...extra });

describe('checkField with the coal checks', () => {
  it('refuses with the check\'s own message', () => {
    const cases: [FieldMeta, string, string][] = [
      [field('creditCode', '统一社会信用代码'), '91440300708461136U', '统一社会信用代码的校验位不正确'],
      [field('creditCode', '统一社会信用代码'), '9144030070846113', '统一社会信用代码应为18位'],
      [field('creditCode', '统一社会信用代码'), '94440300708461136T', '统一社会信用代码的登记管理部门或机构类别代码不正确'],
      [field('idNumberCn', '身份证号'), '110105194912310021', '身份证号码的校验码不正确'],
      [field('idNumberCn', '身份证号'), '11010519490231002X', '身份证号码的出生日期不正确'],
      [field('plateNo', '车牌号'), '晋A1234', '车牌号格式不正确'],
      [field('bankAccount', '银行账号'), '6222-0212-3456', '银行账号格式不正确'],
      [field('phone', '联系电话'), '1381234567', '请输入正确的手机号或座机号'],
    ];
    for (const [f, raw, error] of cases) expect(checkField(f, raw), raw).toEqual({ error });
  });

  it('stores the normalised value: upper case, without spaces or the plate\'s dot', () => {
    expect(checkField(field('creditCode', '统一社会信用代码'), ' 9144 0300 7084 6113 6t ')).toEqual({ value: '91440300708461136T' });
    expect(checkField(field('idNumberCn', '身份证号'), '11010519491231002x')).toEqual({ value: '11010519491231002X' });
    expect(checkField(field('plateNo', '车牌号'), '晋a·12345')).toEqual({ value: '晋A12345' });
    expect(checkField(field('bankAccount', '银行账号'), '6222 0212 3456 7890 123')).toEqual({ value: '6222021234567890123' });
    expect(checkField(field('phone', '联系电话'), ' 0351-7654321 ')).toEqual({ value: '0351-7654321' });
  });

  it('measures the length of the stored form and keeps empty values empty', () => {
    expect(checkField(field('plateNo', '车牌号', { maxLength: 8 }), '晋 a · 1 2 3 4 5')).toEqual({ value: '晋A12345' });
    expect(checkField(field('plateNo', '车牌号', { required: true }), '  ')).toEqual({ error: '请输入车牌号' });
    expect(checkField(field('plateNo', '车牌号'), '')).toEqual({ value: null });
  });
});
