/**
 * 居民身份证号码 (GB 11643-1999), 18 characters: 6-digit address code, 8-digit birth date (YYYYMMDD), 3-digit
 * sequence and a check character, ISO 7064 MOD 11-2: weights 2^(17-i) mod 11 for positions i = 0…16,
 * check = (12 − Σ digit × weight mod 11) mod 11, with 10 written as X. The residence permits of Hong Kong, Macao
 * and Taiwan residents (81, 82, 83) follow the same rules.
 */
export const ID_NUMBER_WEIGHTS = Array.from({ length: 17 }, (_, i) => 2 ** (17 - i) % 11);

/** The first two digits: a province-level division of GB/T 2260, or 81/82/83 for the residence permits. */
const PROVINCES = new Set('11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 83'.split(' '));

/** The check character of the first 17 digits. */
export function idNumberCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_NUMBER_WEIGHTS[i];
  const c = (12 - (sum % 11)) % 11;
  return c === 10 ? 'X' : String(c);
}

/** A lower-case x is the same check character; spaces a clerk types between the groups go. */
export const normalizeIdNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Whether YYYYMMDD is a real date from 1800 up to today. */
function isBirthDate(yyyymmdd: string, today: Date): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return y >= 1800 && date.getTime() <= today.getTime();
}

/** Undefined for a valid number (already normalised), else what is wrong with it. */
export function idNumberProblem(id: string, today: Date = new Date()): string | undefined {
  if (!/^\d{17}[\dX]$/.test(id)) return '身份证号码应为18位，前17位为数字，最后一位为数字或X';
  if (!PROVINCES.has(id.slice(0, 2))) return '身份证号码的地址码不正确';
  if (!isBirthDate(id.slice(6, 14), today)) return '身份证号码的出生日期不正确';
  if (idNumberCheckChar(id) !== id[17]) return '身份证号码的校验码不正确';
  return undefined;
}
