import { CREDIT_CODE_CHARS, creditCodeCheckChar, idNumberCheckChar } from '@meiyun/shared';
import type { Random } from './random';

/**
 * Believable identities for the demo company: 统一社会信用代码 of an enterprise (登记管理部门 9 工商, 类别 1 企业) with
 * its GB 32100 check character, 身份证号 with the GB 11643 check digit, mobile numbers, plates, Chinese names.
 */
export function creditCode(r: Random, division: string): string {
  const first17 = `91${division}${r.chars(CREDIT_CODE_CHARS.slice(0, 10), 1)}${r.chars(CREDIT_CODE_CHARS, 8)}`;
  return first17 + creditCodeCheckChar(first17);
}

export function idNumber(r: Random, division: string): string {
  const y = r.int(1966, 1998);
  const m = r.int(1, 12);
  const d = r.int(1, 28);
  const first17 = `${division}${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}${String(r.int(1, 999)).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
}

const MOBILE_PREFIXES = ['133', '135', '137', '139', '150', '152', '155', '158', '177', '180', '183', '186', '189', '198'];
export const mobile = (r: Random) => `${r.pick(MOBILE_PREFIXES)}${r.chars('0123456789', 8)}`;

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎';
const GIVEN = ['建军', '建国', '志强', '海军', '永军', '红军', '国强', '晓东', '伟', '磊', '勇', '军', '杰', '涛', '斌', '强', '鹏', '超', '亮', '刚', '平', '辉', '俊杰', '文斌', '志刚', '宏伟', '振华', '海涛', '建平', '晓峰', '卫东', '小龙', '福生', '二虎', '满仓', '保平', '玉明', '守信', '丽娟', '秀英'];
export const personName = (r: Random) => `${r.pick([...SURNAMES])}${r.pick(GIVEN)}`;

/** Plate letters: the issuing offices of the coal provinces (晋A 太原 … 晋M 运城, 陕A 西安 … 陕K 榆林, 蒙A 呼和浩特 … 蒙K 鄂尔多斯). */
export const PLATE_OFFICES: Record<'晋' | '陕' | '蒙', string> = { 晋: 'ABCDEFHJKLM', 陕: 'ABCDEFGHJK', 蒙: 'ABCDEFGHJKLM' };
const PLATE_CHARS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** An ordinary truck plate (晋J·5 letters or digits, mostly digits) or a large new-energy one (5 digits and D or F). */
export function plateNo(r: Random, province: keyof typeof PLATE_OFFICES, newEnergy: boolean): string {
  const office = r.pick([...PLATE_OFFICES[province]]);
  if (newEnergy) return `${province}${office}${r.chars('0123456789', 5)}${r.pick(['D', 'F'])}`;
  const tail = r.chance(0.6) ? r.chars('0123456789', 5) : `${r.chars('0123456789', 3)}${r.chars(PLATE_CHARS, 2)}`;
  return `${province}${office}${tail}`;
}

/** A bank account number of 19 digits, as the big four print them. */
export const bankAccount = (r: Random) => `${r.int(1, 9)}${r.chars('0123456789', 18)}`;
