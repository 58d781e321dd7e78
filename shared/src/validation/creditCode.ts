/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters of the code's character set (digits and upper-case letters
 * without I, O, Z, S, V), read as
 *   1      registration authority (登记管理部门代码)
 *   2      organisation type within that authority (机构类别代码)
 *   3–8    administrative division of the registering office (GB/T 2260), digits
 *   9–17   the organisation's own code (主体标识码, GB 11714)
 *   18     check character, ISO 7064 MOD 31-3: weights 3^(i-1) mod 31, check = 31 − (Σ value × weight mod 31)
 *          with 31 written as 0.
 * The own code's inner GB 11714 check is not repeated here: the final check character already covers every
 * position, and refusing a genuine code on a second, older rule would stop a clerk with no way around it.
 */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Weights of positions 1 to 17: 3^(i-1) mod 31. */
export const CREDIT_CODE_WEIGHTS = Array.from({ length: 17 }, (_, i) => 3 ** i % 31);

/**
 * Registration authorities and the organisation types each may issue (the standard's table with its amendment):
 * 1 机构编制, 2 外交, 3 司法行政, 4 文化, 5 民政, 6 旅游, 7 宗教, 8 工会, 9 工商 (1 企业, 2 个体工商户,
 * 3 农民专业合作社), A 中央军委改革和编制办公室, N 农业, Y 其他.
 */
const TYPES_BY_AUTHORITY: Readonly<Record<string, string>> = {
  '1': '1239',
  '2': '19',
  '3': '123459',
  '4': '19',
  '5': '1239',
  '6': '129',
  '7': '129',
  '8': '19',
  '9': '123',
  A: '19',
  N: '1239',
  Y: '1',
};

/** The check character of the first 17 characters (which must be of the code's character set). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(first17[i]) * CREDIT_CODE_WEIGHTS[i];
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

/** Spaces a clerk copies from a letter or a licence go; the code's letters are upper-case. */
export const normalizeCreditCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Undefined for a valid code (already normalised), else what is wrong with it, as the clerk reads it. */
export function creditCodeProblem(code: string): string | undefined {
  if (code.length !== 18) return '统一社会信用代码应为18位';
  if (![...code].every((c) => CREDIT_CODE_CHARS.includes(c))) return '统一社会信用代码只能包含数字和大写字母（不含I、O、Z、S、V）';
  if (!TYPES_BY_AUTHORITY[code[0]]?.includes(code[1])) return '统一社会信用代码的登记管理部门或机构类别代码不正确';
  if (!/^\d{6}$/.test(code.slice(2, 8))) return '统一社会信用代码的第3到8位应为行政区划数字';
  if (creditCodeCheckChar(code) !== code[17]) return '统一社会信用代码的校验位不正确';
  return undefined;
}
