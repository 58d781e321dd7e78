import { BANK_ACCOUNT, normalizeBankAccount } from './bankAccount';
import { creditCodeProblem, normalizeCreditCode } from './creditCode';
import { idNumberProblem, normalizeIdNumber } from './idNumber';
import { PLATE_NO, normalizePlateNo } from './plateNo';

/**
 * The named patterns of product-spec §5 with their messages, verbatim, and the checks of the coal base data
 * (credit codes, ID numbers, plates, bank accounts). Entity fields name them in `rules`; the server checks them
 * (`checkField`) and the web forms run the same check (`acceptsPattern`) with the same messages.
 */
export interface NamedPattern {
  /** The rule, where a regular expression can say it all. */
  pattern?: RegExp;
  /**
   * A rule no regular expression says (a check character): true accepts, false refuses with `message`, a text
   * refuses with that more precise message (`统一社会信用代码的校验位不正确`). Runs after `pattern`, if any.
   */
  check?: (value: string) => boolean | string;
  /** The stored form of a value (upper-case, no spaces): applied before the checks, and what is saved. */
  normalize?: (value: string) => string;
  message: string;
  /** The message follows the field's label (`字典编码只能包含…`); the others are §5's own sentences. */
  afterLabel?: boolean;
}

const MOBILE_WIDE = /^1[3-9]\d{9}$/;
const LANDLINE = /^(\d{3,4}-)?\d{7,8}(-\d{1,6})?$/;

export const PATTERNS = {
  mobile: { pattern: /^1[34578]\d{9}$/, message: '请输入正确手机号' },
  /** The second reading of §5: any of 3 to 9 as the second digit. */
  mobileWide: { pattern: MOBILE_WIDE, message: '请输入正确手机号' },
  userName: { pattern: /^[A-Za-z0-9_]{4,18}$/, message: '只允许字母、数字、下划线，长度6到18个字符' },
  email: { pattern: /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, message: '邮箱格式不正确' },
  naturalNumber: { pattern: /^(0|[1-9]\d*)$/, message: '请输入自然数' },
  english: { pattern: /^[A-Za-z]+$/, message: '请输入英文字符' },
  landline: { pattern: LANDLINE, message: '请输入正确的座机号' },
  bankCard: { pattern: /^[1-9]\d{9,19}$/, message: '请输入正确的银行卡号码' },
  idNumber: { pattern: /^[A-Za-z0-9]{1,50}$/, message: '请输入正确的证件号码' },
  nationalId: { pattern: /^(\d{17}[\dXx]|\d{15})$/, message: '请输入正确的身份证号码' },
  qq: { pattern: /^\d{5,12}$/, message: '请输入正确的QQ号码' },
  url: { pattern: /^https?:\/\/\S+$/i, message: '请输入以http和https开头的网址' },
  letterDigit20: { pattern: /^[A-Za-z0-9]{1,20}$/, message: '请输入20位以内的英文字符和数字' },
  cnEnSpace: { pattern: /^[\u4e00-\u9fa5A-Za-z ]{2,100}$/, message: '请输入2到100位的中英文字符和空格' },
  digitsLines: { pattern: /^[\d\n\r]+$/, message: '请输入数字和换行符' },
  max255: { pattern: /^[\s\S]{0,255}$/, message: '请输入255位以内的字符' },
  postcode: { pattern: /^[1-9]\d{5}$/, message: '请输入正确的邮政编码' },
  // The named patterns an editable-table cell may use (§5 "Editable table cell rules").
  notEmpty: { pattern: /\S/, message: '该值不能为空' },
  digits6to16: { pattern: /^\d{6,16}$/, message: '请输入6到16位数字' },
  any6to16: { pattern: /^[\s\S]{6,16}$/, message: '请输入6到16位任意字符' },
  letters6to18: { pattern: /^[A-Za-z]{6,18}$/, message: '请输入6到18位字母' },
  number: { pattern: /^-?\d+(\.\d+)?$/, message: '请输入数字' },
  integer: { pattern: /^-?\d+$/, message: '请输入整数' },
  money: { pattern: /^-?\d+(\.\d{1,2})?$/, message: '请输入正确的金额（最多两位小数）' },
  /**
   * Codes a program refers to: dictionary, role, position, data-source, report, fill-rule and check-rule codes.
   * Letters, digits and underscore, as the seeded codes (`msg_category`, `org_num_role`) and the original product use.
   */
  code: { pattern: /^[A-Za-z0-9_]+$/, message: '只能包含字母、数字和下划线', afterLabel: true },
  /**
   * Permission codes (授权标识) are segments joined by colons (`system:user:add`, `coal:weigh-bill:void`), several
   * separated by commas; a segment takes letters, digits, underscore and hyphen.
   */
  permissionCodes: {
    pattern: /^[A-Za-z0-9_-]+(:[A-Za-z0-9_-]+)*(,[A-Za-z0-9_-]+(:[A-Za-z0-9_-]+)*)*$/,
    message: '只能包含字母、数字、下划线、短横线和冒号，多个用逗号分隔',
    afterLabel: true,
  },
  // The checks a coal clerk relies on (the suppliers', customers' and carriers' identities, drivers, cars).
  /** 统一社会信用代码 of GB 32100 with its check character (creditCode.ts). */
  creditCode: { check: (v: string) => creditCodeProblem(v) ?? true, normalize: normalizeCreditCode, message: '统一社会信用代码不正确' },
  /** 居民身份证号码 of GB 11643: birth date and check digit (idNumber.ts); `idNumber` and `nationalId` are §5's looser ones. */
  idNumberCn: { check: (v: string) => idNumberProblem(v) ?? true, normalize: normalizeIdNumber, message: '身份证号码不正确' },
  /** Plates of GA 36: ordinary, new-energy, trailer and the like (plateNo.ts). */
  plateNo: { pattern: PLATE_NO, normalize: normalizePlateNo, message: '车牌号格式不正确' },
  /** Company and personal accounts, 8 to 30 digits, no Luhn check (bankAccount.ts). */
  bankAccount: { pattern: BANK_ACCOUNT, normalize: normalizeBankAccount, message: '银行账号格式不正确' },
  /** A contact reached by mobile or by landline: either of §5's two patterns. */
  phone: { pattern: new RegExp(`${MOBILE_WIDE.source}|${LANDLINE.source}`), message: '请输入正确的手机号或座机号' },
} as const satisfies Record<string, NamedPattern>;

export type PatternName = keyof typeof PATTERNS;

/** The refusal a field shows when its value fails the pattern: the label first where the sentence needs it. */
export function patternMessage(name: PatternName, label: string): string {
  const p: NamedPattern = PATTERNS[name];
  return p.afterLabel ? `${label}${p.message}` : p.message;
}

export function isPatternName(name: string): name is PatternName {
  return Object.hasOwn(PATTERNS, name);
}

/** A value in the stored form the field's rules ask for (plates and codes upper-case, no spaces). */
export function normalizeByRules(names: readonly PatternName[] | undefined, value: string): string {
  let v = value;
  for (const name of names ?? []) {
    const p: NamedPattern = PATTERNS[name];
    if (p.normalize) v = p.normalize(v);
  }
  return v;
}

/**
 * Why a value fails a named rule, as the field shows it, or undefined when it passes. The value is normalised
 * first, so `晋a 12345` passes the plate rule: it is saved as 晋A12345.
 */
export function patternProblem(name: PatternName, value: string, label: string): string | undefined {
  const p: NamedPattern = PATTERNS[name];
  const v = p.normalize ? p.normalize(value) : value;
  if (p.pattern && !p.pattern.test(v)) return patternMessage(name, label);
  const verdict = p.check ? p.check(v) : true;
  if (verdict === true) return undefined;
  return typeof verdict === 'string' ? verdict : patternMessage(name, label);
}

/** Whether a value passes a named rule: its pattern and its check, after its normalisation. */
export function acceptsPattern(name: PatternName, value: string): boolean {
  return patternProblem(name, value, '') === undefined;
}
