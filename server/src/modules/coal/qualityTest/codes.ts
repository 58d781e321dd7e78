import { randomInt } from 'node:crypto';
import { businessToday } from '@meiyun/shared';

/** Letters and digits a person reads back without doubt (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const random = (n: number) => Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * The three codes of a sample (coal-domain.md "Quality"). 采样编码 CY + day + 4 random characters; 制样编码 and
 * 化验编码 are random alone (ZY / HY + 8 characters, 31^8 ≈ 8.5 × 10^11): neither can be traced back to the sample
 * code, the day or the order of registration, so the lab cannot tell whose coal a bag holds.
 */
export function newSampleCodes(sampleNo?: string | null): { sampleNo: string; prepNo: string; labNo: string } {
  return {
    sampleNo: sampleNo || `CY${businessToday().replaceAll('-', '')}${random(4)}`,
    prepNo: `ZY${random(8)}`,
    labNo: `HY${random(8)}`,
  };
}
