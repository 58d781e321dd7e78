import { describe, expect, it } from 'vitest';
import { CoalBillTexts, type CoalBillVerification, type Envelope } from '@meiyun/shared';
import { NETWORK_TROUBLE, verdictOf } from './verdict';

const facts: CoalBillVerification = {
  billNo: 'MP2026112600001',
  shipper: '柳林煤业',
  consignee: '秦皇岛电厂一号卸煤场',
  plateNo: '晋K7D260',
  driverName: '王建国',
  material: '动力煤5000',
  grossKg: 48960,
  tareKg: 15840,
  netKg: 33120,
  issuedAt: '2026-11-26 22:02:52',
  validUntil: '2026-11-28 22:02:52',
  status: 'issued',
  statusText: '已开具',
  expired: false,
  void: false,
};
const env = (success: boolean, message: string, result: CoalBillVerification | null = null): Envelope<CoalBillVerification | null> => ({ success, message, code: success ? 200 : 500, result, timestamp: 0 });

describe('verdictOf', () => {
  it('is valid in green for a live bill, amber for a void or expired one, with the facts', () => {
    expect(verdictOf(env(true, '煤票有效', facts))).toEqual({ kind: 'valid', facts, message: '煤票有效' });
    expect(verdictOf(env(true, CoalBillTexts.voided, { ...facts, void: true })).kind).toBe('warn');
    expect(verdictOf(env(true, CoalBillTexts.expired, { ...facts, expired: true })).kind).toBe('warn');
  });
  it('is invalid in red only when the server says the code is not a bill', () => {
    expect(verdictOf(env(false, CoalBillTexts.invalid))).toEqual({ kind: 'invalid', message: '煤票无效' });
    expect(verdictOf(env(false, CoalBillTexts.codeRequired))).toEqual({ kind: 'invalid', message: '煤票无效' });
  });
  it('leaves the bill unchecked when the query could not be answered: throttled, failed, or no network', () => {
    expect(verdictOf(env(false, CoalBillTexts.tooMany))).toEqual({ kind: 'unchecked', message: CoalBillTexts.tooMany });
    expect(verdictOf(env(false, '服务器内部错误'))).toEqual({ kind: 'unchecked', message: '服务器内部错误' });
    expect(verdictOf(env(false, ''))).toEqual({ kind: 'unchecked', message: NETWORK_TROUBLE });
    expect(verdictOf(null)).toEqual({ kind: 'unchecked', message: NETWORK_TROUBLE });
  });
});
