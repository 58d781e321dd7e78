import { describe, expect, it } from 'vitest';
import { headerItems } from './headerItems';

describe('headerItems', () => {
  const record = {
    contractNo: 'HT202601050001',
    direction: 'sales',
    direction_dictText: '销售',
    counterpartyId: 'c1',
    counterpartyName: '包头钢铁集团有限责任公司',
    quantityT: '12000.000',
    unitPrice: '800.0000',
    taxRate: '0.13',
    deposit: '50000',
    attachments: 'contract/a.pdf',
    status: 'executing',
    remark: null,
  };
  const byLabel = Object.fromEntries(headerItems(record).map((h) => [h.label, h.text]));

  it('dictionary fields by their text, the counterparty by its name, ids and files left out', () => {
    expect(byLabel['合同类型']).toBe('销售');
    expect(byLabel['合同对方']).toBe('包头钢铁集团有限责任公司');
    expect(Object.keys(byLabel)).not.toContain('供应商');
    expect(Object.keys(byLabel)).not.toContain('合同附件');
    expect(Object.keys(byLabel)).not.toContain('状态');
  });

  it('tonnes and money grouped at their places, the tax rate in percent, empty as —', () => {
    expect(byLabel['合同数量(t)']).toBe('12,000.000');
    expect(byLabel['含税单价(元/t)']).toBe('800.0000');
    expect(byLabel['保证金(元)']).toBe('50,000.00');
    expect(byLabel['税率']).toBe('13%');
    expect(byLabel['备注']).toBe('—');
    expect(headerItems(record).find((h) => h.label === '备注')?.wide).toBe(true);
  });
});
