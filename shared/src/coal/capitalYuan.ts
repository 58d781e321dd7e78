import { dec, parseDecimal, type Dec } from './decimal';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

/** The yuan of an amount in capitals (壹拾贰万叁仟陆佰零叁), groups of four digits; empty for 0. */
function yuanCapitals(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 4) groups.unshift(digits.slice(Math.max(end - 4, 0), end).padStart(4, '0'));
  if (groups.length > GROUPS.length) throw new Error(`amount too large for capitals: ${digits}`);
  let out = '';
  // A zero seen after something was written: written as one 零 before the next non-zero digit, never at the end.
  let zero = false;
  groups.forEach((group, i) => {
    if (group === '0000') {
      if (out) zero = true;
      return;
    }
    [...group].forEach((ch, p) => {
      const d = Number(ch);
      if (d === 0) {
        if (out) zero = true;
        return;
      }
      if (zero) out += '零';
      zero = false;
      out += DIGITS[d] + PLACES[3 - p];
    });
    out += GROUPS[groups.length - 1 - i];
  });
  return out;
}

/**
 * An amount in Chinese capital numerals as a cheque or a settlement sheet writes it (大写金额, the rules of 《支付结算办法》
 * 附件 "正确填写票据和结算凭证的基本规定"): 壹拾贰万叁仟陆佰零叁元陆角. Zeros inside the yuan, a zero 万 place
 * included, are written as one 零 (壹仟肆佰零玖元, 壹拾万零柒仟元); a zero 元 place before the 角 is not
 * (壹仟陆佰捌拾元叁角贰分): of the two forms the rules allow for each, these; a zero 角 between yuan and fen is
 * written (叁佰贰拾伍元零肆分). Whole yuan end in 整,
 * an amount ending at 角 does not; fen alone has no 元 (伍分); nothing is 零元整; a negative amount starts with 负.
 * The amount must already be in fen: more places are a caller's bug, not something to round here.
 */
export function capitalYuan(amount: Dec | string | number): string {
  const v = typeof amount === 'object' ? amount : parseDecimal(amount);
  if (v === null || !v.isFinite()) throw new Error(`not an amount: ${String(amount)}`);
  if (v.decimalPlaces() > 2) throw new Error(`amount has more than 2 places: ${v.toFixed()}`);
  const abs = v.abs();
  const fen = abs.times(100).toFixed(0);
  const yuanDigits = fen.length > 2 ? fen.slice(0, -2) : '0';
  const jiao = Number(fen.length > 1 ? fen[fen.length - 2] : '0');
  const fenDigit = Number(fen[fen.length - 1]);
  const yuan = yuanCapitals(yuanDigits.replace(/^0+/, '') || '0');
  const sign = v.isNegative() && !v.isZero() ? '负' : '';
  if (!yuan && jiao === 0 && fenDigit === 0) return '零元整';
  let out = yuan ? `${yuan}元` : '';
  if (jiao === 0 && fenDigit === 0) return `${sign}${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (yuan) out += '零';
  if (fenDigit > 0) out += `${DIGITS[fenDigit]}分`;
  return sign + out;
}

/**
 * An amount in figures as a sheet prints it, digits grouped by thousands with the places kept as given
 * ("123603.60" → "123,603.60", "-1500.00" → "-1,500.00"); text operations only, so no figure passes through a float.
 * Empty for none; anything not a plain decimal is returned as it came.
 */
export function groupedAmount(v: string | null | undefined): string {
  if (v == null || v === '') return '';
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(v);
  if (!m) return v;
  return `${m[1]}${m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}`;
}

/** A price per tonne (stored to 4 places, "800.0000") as printed: grouped, the fen always, more places only where it has them. */
export function unitPriceText(v: string): string {
  const p = parseDecimal(v);
  return p === null ? v : groupedAmount(p.toFixed(Math.max(2, p.decimalPlaces())));
}
