/**
 * Chinese vehicle plate numbers (GA 36-2018): a province abbreviation, the issuing office's letter, then
 *  - ordinary plates (blue, yellow: the trucks at a coal yard): 5 letters or digits;
 *  - new-energy plates, 6 characters: small vehicles start with a letter A–K (D, A, B, C, E pure electric;
 *    F, G, H, J, K others, the letters added in 2022 beside the original D and F), then a letter or digit and
 *    4 digits; large vehicles have 5 digits and end in D or F;
 *  - trailer (挂), driving-school (学), police (警) and consulate (领) plates: 4 letters or digits and that word;
 *  - Hong Kong and Macao cross-border plates: 粤Z, 4 letters or digits, 港 or 澳.
 * The letters I and O are never used (they read as 1 and 0). Embassy (使) and emergency (应急) plates are not
 * vehicles a coal yard weighs and are not accepted.
 */
const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]';
const LETTER = '[A-HJ-NP-Z]';
const CHAR = '[A-HJ-NP-Z0-9]';

export const PLATE_NO = new RegExp(
  `^(?:${PROVINCE}${LETTER}(?:${CHAR}{5}|[A-HJK]${CHAR}\\d{4}|\\d{5}[DF]|${CHAR}{4}[挂学警领])|粤Z${CHAR}{4}[港澳])$`,
);

/** Upper-case, without the spaces and the dot after the issuing letter that plates are often written with (晋A·12345). */
export const normalizePlateNo = (value: string) => value.replace(/[\s·•・.．-]+/g, '').toUpperCase();
