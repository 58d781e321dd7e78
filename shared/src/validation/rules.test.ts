import { describe, expect, it } from 'vitest';
import {
  acceptsPattern,
  byteLength,
  checkedCount,
  checkRecord,
  emailRules,
  firstViolation,
  isSureEmpty,
  isTimeOrderValid,
  maxBytesRule,
  mobileRules,
  PATTERNS,
  patternMessage,
  patternRule,
  required,
  selectRequired,
  userNameRules,
  type PatternName,
} from '../index';

/** [accepted, refused] per named pattern, from the wording of §5. */
const CASES: Record<PatternName, [string[], string[]]> = {
  mobile: [['13812345678', '14700000000', '15912345678', '17012345678', '18612345678'], ['16612345678', '19912345678', '1381234567', '138123456789', '23812345678', '12812345678']],
  mobileWide: [['13812345678', '16612345678', '19912345678'], ['12812345678', '1381234567']],
  userName: [['abcd', 'admin_01', 'A'.repeat(18)], ['abc', 'A'.repeat(19), 'ad-min', '管理员', 'a b c d']],
  email: [['a@b.cn', 'li.si+x@coal-corp.com.cn'], ['a@b', 'a.b.cn', '@b.cn', 'a @b.cn']],
  naturalNumber: [['0', '7', '120'], ['-1', '01', '1.5', 'a']],
  english: [['abc', 'ABCdef'], ['ab1', 'a b', '中']],
  landline: [['010-12345678', '0351-7654321', '12345678', '0351-7654321-123'], ['010-123', 'abc-12345678', '138123456789']],
  bankCard: [['6222021234567890', '1234567890', '1'.repeat(20)], ['0123456789', '123456789', '1'.repeat(21), '6222 0212']],
  idNumber: [['A1234567', 'x'.repeat(50)], ['x'.repeat(51), 'A-123', '证件']],
  nationalId: [['11010519491231002X', '110105194912310021', '110105491231002'], ['1101051949123100', '11010519491231002Y', '11010549123100']],
  qq: [['12345', '123456789012'], ['1234', '1234567890123', '12a45']],
  url: [['http://a.cn', 'https://coal.example.com/x?y=1'], ['ftp://a.cn', 'www.a.cn', 'http://']],
  letterDigit20: [['abc123', 'A'.repeat(20)], ['A'.repeat(21), 'ab_1', '中文']],
  cnEnSpace: [['煤运', 'Coal 运输', 'ab'], ['a', '煤'.repeat(101), '煤运1', '煤_运']],
  digitsLines: [['123', '1\n2\r\n3'], ['1 2', '1,2', 'a']],
  max255: [['', 'x'.repeat(255), '煤'.repeat(255)], ['x'.repeat(256)]],
  postcode: [['310000', '100101'], ['030000', '310000 ', '3100001', '31000']],
  notEmpty: [['a', ' a '], ['', '   ']],
  digits6to16: [['123456', '1'.repeat(16)], ['12345', '1'.repeat(17), '12345a']],
  any6to16: [['abc!@#', '煤运调度平台'], ['abcde', 'x'.repeat(17)]],
  letters6to18: [['abcdef', 'A'.repeat(18)], ['abcde', 'A'.repeat(19), 'abcde1']],
  number: [['1', '-1.5', '0.25'], ['1.', '.5', 'a', '1e3']],
  integer: [['0', '-12', '42'], ['1.0', 'a']],
  money: [['10', '10.5', '10.25', '-3.10'], ['10.255', '10.', 'a']],
  code: [['msg_category', 'user_status', 'A01', 'sex', 'org_num_role'], ['', 'msg-category', 'a:b', 'a b', '字典', 'a.b']],
  permissionCodes: [
    ['system:user:add', 'coal:weigh-bill:void', 'a', 'user:add,user:edit', 'online:cgreport_head:list'],
    ['', 'a::b', ':a', 'a:', 'a,,b', 'a,', 'a b', 'system:用户', 'a;b'],
  ],
  // The coal checks; their own test files go through each in detail.
  creditCode: [['91440300708461136T', '91440300708461136t'], ['91440300708461136U', '9144030070846113', '9I440300708461136T']],
  idNumberCn: [['11010519491231002X', '11010519491231002x'], ['110105194912310021', '110105491231002', '11010519490231002X']],
  plateNo: [['晋A12345', '晋a·12345', '京AD12345', '晋A1234挂'], ['晋A1234', '晋I12345', 'A12345']],
  bankAccount: [['12345678', '6222 0212 3456 7890 123'], ['1234567', '1'.repeat(31), '6222-0212']],
  phone: [['13812345678', '19912345678', '0351-7654321', '12345678', '0351-7654321-123'], ['1381234567', '12812345678', '010-123', 'abc']],
};

describe('named patterns of §5', () => {
  for (const [name, [good, bad]] of Object.entries(CASES) as [PatternName, [string[], string[]]][]) {
    it(`${name}: ${PATTERNS[name].message}`, () => {
      for (const v of good) expect(acceptsPattern(name, v), `${name} accepts ${JSON.stringify(v)}`).toBe(true);
      for (const v of bad) expect(acceptsPattern(name, v), `${name} refuses ${JSON.stringify(v)}`).toBe(false);
    });
  }

  it('names the field where the sentence needs it', () => {
    expect(patternMessage('code', '字典编码')).toBe('字典编码只能包含字母、数字和下划线');
    expect(patternMessage('permissionCodes', '授权标识')).toBe('授权标识只能包含字母、数字、下划线、短横线和冒号，多个用逗号分隔');
    expect(patternMessage('mobile', '手机号')).toBe('请输入正确手机号');
  });

  it('keeps the messages of §5 verbatim', () => {
    expect(PATTERNS.mobile.message).toBe('请输入正确手机号');
    expect(PATTERNS.email.message).toBe('邮箱格式不正确');
    expect(PATTERNS.userName.message).toContain('只允许字母、数字、下划线');
    expect(PATTERNS.userName.message).toContain('长度6到18个字符');
    expect(PATTERNS.bankCard.message).toBe('请输入正确的银行卡号码');
    expect(PATTERNS.cnEnSpace.message).toBe('请输入2到100位的中英文字符和空格');
    expect(PATTERNS.max255.message).toBe('请输入255位以内的字符');
  });
});

describe('sure-empty and byte counting', () => {
  it('sure-empty is undefined, null, empty or whitespace', () => {
    for (const v of [undefined, null, '', ' ', '\t\n', []]) expect(isSureEmpty(v), JSON.stringify(v)).toBe(true);
    for (const v of ['a', ' a', 0, false, ['x']]) expect(isSureEmpty(v), JSON.stringify(v)).toBe(false);
  });

  it('counts characters above 128 as 2 bytes', () => {
    expect(byteLength('')).toBe(0);
    expect(byteLength('abc')).toBe(3);
    expect(byteLength('煤运')).toBe(4);
    expect(byteLength('A煤1')).toBe(4);
    expect(byteLength('\u0080')).toBe(1);
    expect(byteLength('\u0081')).toBe(2);
  });

  it('max-bytes refuses a value over the limit and passes empty', () => {
    const r = maxBytesRule(4);
    expect(r.test('abcd')).toBe(true);
    expect(r.test('煤运')).toBe(true);
    expect(r.test('煤运a')).toBe(false);
    expect(r.test('')).toBe(true);
    expect(r.message).toContain('4');
  });
});

describe('rule builders of §5', () => {
  it('required with optional min and max length', () => {
    const rules = required('请输入名称', { min: 2, max: 5 });
    expect(rules[0].required).toBe(true);
    expect(firstViolation(rules, undefined)).toBe('请输入名称');
    expect(firstViolation(rules, '   ')).toBe('请输入名称');
    expect(firstViolation(rules, '煤')).toBe('最小长度2位字符');
    expect(firstViolation(rules, '动力煤煤种表')).toBe('最大长度5位字符');
    expect(firstViolation(rules, '动力煤')).toBeNull();
    expect(required('请输入名称')).toHaveLength(1);
  });

  it('select required', () => {
    const rules = selectRequired('请选择煤种');
    expect(firstViolation(rules, undefined)).toBe('请选择煤种');
    expect(firstViolation(rules, [])).toBe('请选择煤种');
    expect(firstViolation(rules, '1')).toBeNull();
    expect(firstViolation(rules, 0)).toBeNull();
  });

  it('checked array min and max count', () => {
    const rules = checkedCount({ min: 2, max: 3 });
    expect(firstViolation(rules, [])).toBe('最少选择2项');
    expect(firstViolation(rules, ['a'])).toBe('最少选择2项');
    expect(firstViolation(rules, ['a', 'b'])).toBeNull();
    expect(firstViolation(rules, 'a,b,c')).toBeNull();
    expect(firstViolation(rules, ['a', 'b', 'c', 'd'])).toBe('最多选择3项');
    expect(firstViolation(checkedCount({ requiredMessage: '请选择', max: 1 }), [])).toBe('请选择');
  });

  it('mobile, user name and e-mail', () => {
    expect(firstViolation(mobileRules(), '')).toBe('请输入手机号');
    expect(firstViolation(mobileRules(), '12345')).toBe('请输入正确手机号');
    expect(firstViolation(mobileRules(), '13812345678')).toBeNull();
    expect(firstViolation(mobileRules(), '16612345678')).toBe('请输入正确手机号');
    expect(firstViolation(mobileRules({ wide: true }), '16612345678')).toBeNull();
    expect(firstViolation(mobileRules({ optional: true }), '')).toBeNull();
    expect(firstViolation(userNameRules(), undefined)).toBe('请输入用户名');
    expect(firstViolation(userNameRules(), 'ab-c')).toBe(PATTERNS.userName.message);
    expect(firstViolation(userNameRules(), 'dispatcher_1')).toBeNull();
    expect(firstViolation(emailRules(), '')).toBeNull();
    expect(firstViolation(emailRules(), 'x@')).toBe('邮箱格式不正确');
  });

  it('a pattern rule passes empty and may carry its own message', () => {
    expect(patternRule('qq').test('')).toBe(true);
    expect(patternRule('qq', 'QQ不对').message).toBe('QQ不对');
  });

  it('checks a record field by field, for the server', () => {
    const rules = { phone: mobileRules(), name: required('请输入名称', { max: 4 }) };
    expect(checkRecord({ phone: '13812345678', name: '动力煤' }, rules)).toBeNull();
    expect(checkRecord({ phone: '138', name: '动力煤' }, rules)).toBe('请输入正确手机号');
    expect(checkRecord({ phone: '13812345678', name: '动力煤动力煤' }, rules)).toBe('最大长度4位字符');
  });
});

describe('compareTime', () => {
  it('wants the start before the end; an empty side is fine', () => {
    expect(isTimeOrderValid('2026-01-01', '2026-01-02')).toBe(true);
    expect(isTimeOrderValid('2026-01-02', '2026-01-01')).toBe(false);
    expect(isTimeOrderValid('2026-01-01 10:00:00', '2026-01-01 10:00:00')).toBe(false);
    expect(isTimeOrderValid('2026-01-01 10:00:00', '2026-01-01 10:00:01')).toBe(true);
    expect(isTimeOrderValid('09:00:00', '08:59:59')).toBe(false);
    expect(isTimeOrderValid(new Date(1000), 2000)).toBe(true);
    expect(isTimeOrderValid('', '2026-01-01')).toBe(true);
    expect(isTimeOrderValid('2026-01-01', null)).toBe(true);
  });
});

import { parseTreeCondition } from '../index';
describe('tree select condition', () => {
  it('accepts a JSON object of scalar values, empty means none', () => {
    expect(parseTreeCondition('{"org_category":"2","x":1}')).toEqual({ org_category: '2', x: 1 });
    expect(parseTreeCondition('')).toEqual({});
    expect(parseTreeCondition(undefined)).toEqual({});
  });
  it('refuses anything else', () => {
    for (const s of ['[1]', '"a"', '1', 'null', '{a:1}', '{"a":{"$ne":1}}', '{"a":[1]}', '{"a":null}']) expect(parseTreeCondition(s), s).toBeNull();
  });
});
