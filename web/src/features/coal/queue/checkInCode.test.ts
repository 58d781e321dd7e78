import { describe, expect, it } from 'vitest';
import { parseCheckInCode } from './checkInCode';

describe('parseCheckInCode', () => {
  it('reads the QR code of a pickup order, with or without the address', () => {
    expect(parseCheckInCode('https://yard.example.com/driver/pickup/AbC-d_e123456789012345678901234')).toEqual({ token: 'AbC-d_e123456789012345678901234' });
    expect(parseCheckInCode(' /driver/pickup/tok_1?x=1 ')).toEqual({ token: 'tok_1' });
    expect(parseCheckInCode('/driver/pickup/')).toBeNull();
  });

  it('reads an order number, forgiving case and spaces', () => {
    expect(parseCheckInCode('thd2026112690001')).toEqual({ orderNo: 'THD2026112690001' });
    expect(parseCheckInCode(' THD 2026112690001 ')).toEqual({ orderNo: 'THD2026112690001' });
  });

  it('takes anything else for a plate, upper-cased', () => {
    expect(parseCheckInCode('晋a12345')).toEqual({ plateNo: '晋A12345' });
    expect(parseCheckInCode('   ')).toBeNull();
  });
});
