import { describe, expect, it } from 'vitest';
import { firstFailure } from './rules';

describe('check-rule items naming a shared rule', () => {
  it('run the check character and the normalisation of the coal checks', () => {
    expect(firstFailure([{ kind: 'pattern', pattern: 'creditCode' }], '91440300708461136T')).toBeUndefined();
    expect(firstFailure([{ kind: 'pattern', pattern: 'creditCode' }], '91440300708461136U')).toBe('统一社会信用代码的校验位不正确');
    expect(firstFailure([{ kind: 'pattern', pattern: 'creditCode', message: '信用代码有误' }], '91440300708461136U')).toBe('信用代码有误');
    expect(firstFailure([{ kind: 'pattern', pattern: 'plateNo' }], '晋a12345')).toBeUndefined();
    expect(firstFailure([{ kind: 'pattern', pattern: 'plateNo' }], '晋A1234')).toBe('车牌号格式不正确');
    expect(firstFailure([{ kind: 'pattern', pattern: 'mobile' }], '123')).toBe('请输入正确手机号');
  });
});
