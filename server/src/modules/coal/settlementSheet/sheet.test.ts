import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import type { SettlementDetail, SettlementEvent } from '@meiyun/shared';
import { readPdf } from '../../../../test/support/pdf';
import { renderSheet } from '../../../core/pdf/index';
import { settlementSheet } from './sheet';
import { sheetSigners } from './signers';

const fixed = new Date('2026-11-26T02:30:00Z');
const facts = { company: '山西晋煤物流有限公司', materialName: '动力煤5500', printNo: 1, printedBy: '李会计', printedAt: fixed };

const ev = (kind: SettlementEvent['kind'], toStatus: SettlementEvent['toStatus'], who: string, time: string, fromStatus: SettlementEvent['fromStatus'] = null): SettlementEvent => ({
  id: `${kind}-${time}`,
  kind,
  fromStatus,
  toStatus,
  remark: null,
  byUsername: who,
  byRealname: `${who}名`,
  time,
});

/**
 * A purchase of `n` trucks, its figures worked out by hand: every truck settles 31 460 kg, so weighedT = n × 31.46 t;
 * Mt 16.40 % against "above 14–20, 1 % a step, whole steps" deducts 2 % = 0.6292 × n t (n = 30: 18.876 t); 800 元/t.
 * n = 30: weighed 943.800 t, quantity 924.924 t, base 739 939.20 元; Qnet 5 069 against "above 5 000–5 500, 2 元 per
 * 100, pro rata": 0.69 steps, 1.38 元/t × 924.924 = 1 276.40 元; other deduction 450.00; total 740 765.60 元;
 * tax 740 765.60 × 0.13 / 1.13 = 85 220.82 (85 220.8212…), without tax 655 544.78.
 */
function purchaseOf(n: number): SettlementDetail {
  const weighings = Array.from({ length: n }, (_, i) => ({ id: String(i + 1), weighNo: `BD20261015${String(i + 1).padStart(5, '0')}`, plateNo: `晋B${20000 + i}`, grossTime: `2026-10-${String((i % 28) + 1).padStart(2, '0')} 08:15:00`, netKg: 31460, deductKg: 0, settleKg: 31460 }));
  return {
    id: 's1',
    settlementNo: 'JS202611260001',
    contractId: 'c1',
    contractNo: 'HT202610010003',
    contractVersion: 2,
    direction: 'purchase',
    counterpartyId: 'sup1',
    counterpartyName: '神木大柳塔煤矿有限责任公司',
    materialId: 'm1',
    from: '2026-10-01',
    to: '2026-10-31',
    unitPrice: '800.0000',
    taxRate: '0.13',
    weighingIds: weighings.map((x) => x.id),
    weighedT: '943.800',
    quantityT: '924.924',
    quality: { qnetArKcal: '5069', mt: '16.40' },
    baseAmount: '739939.20',
    lines: [
      { indicator: 'qnetArKcal', direction: 'above', mode: 'price', from: '5000', to: '5500', value: '5069', steps: '0.69', perT: '1.3800', deductT: '0.000', amount: '1276.40' },
      { indicator: 'mt', direction: 'above', mode: 'tonnage', from: '14', to: '20', value: '16.40', steps: '2', perT: '0.0000', deductT: '18.876', amount: '0.00' },
    ],
    otherDeductions: [{ name: '化验费', amount: '450.00' }],
    totalAmount: '740765.60',
    taxAmount: '85220.82',
    amountExclTax: '655544.78',
    invoicedAmount: '0.00',
    paidAmount: '0.00',
    status: 'financeReviewed',
    financeReviewedDate: '2026-11-25',
    rev: 5,
    remark: null,
    voidReason: null,
    voidedBy: null,
    voidedTime: null,
    createBy: 'li',
    createTime: '2026-11-20 10:00:00',
    printCount: 0,
    trace: {
      weighings,
      quality: [
        { indicator: 'qnetArKcal', value: '5069', sumT: '943.800', sumProduct: '4784122.2', results: [{ id: 'q1', sampleNo: 'HY2026100001', weighingIds: weighings.map((x) => x.id), weightT: '943.800', value: '5069', product: '4784122.2' }] },
        { indicator: 'mt', value: '16.40', sumT: '943.800', sumProduct: '15478.32', results: [{ id: 'q1', sampleNo: 'HY2026100001', weighingIds: weighings.map((x) => x.id), weightT: '943.800', value: '16.40', product: '15478.32' }] },
      ],
    },
    events: [
      ev('draft', 'draft', 'li', '2026-11-20 10:00:00'),
      ev('qtyReview', 'qtyReviewed', 'wang', '2026-11-21 09:00:00', 'draft'),
      ev('reject', 'draft', 'li', '2026-11-21 15:00:00', 'qtyReviewed'),
      ev('qtyReview', 'qtyReviewed', 'zhao', '2026-11-22 09:00:00', 'draft'),
      ev('qualityReview', 'qualityReviewed', 'sun', '2026-11-23 09:00:00', 'qtyReviewed'),
      ev('financeReview', 'financeReviewed', 'zhou', '2026-11-25 09:00:00', 'qualityReviewed'),
    ],
  };
}

describe('settlementSheet', () => {
  it('lays out a reviewed purchase: the figures, the total in capitals, who signed, the weighings on pages of their own', async () => {
    const pdf = await renderSheet(settlementSheet(purchaseOf(30), facts), { creationDate: fixed });
    if (process.env.SHEET_PDF) writeFileSync(process.env.SHEET_PDF, pdf);
    const pages = await readPdf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const [first, ...appendix] = pages;
    for (const p of [
      '山西晋煤物流有限公司',
      '煤炭结算单No.JS202611260001',
      '合同编号HT202610010003（第2版）',
      '业务类型采购（应付）',
      '供应商神木大柳塔煤矿有限责任公司',
      '煤种动力煤5500',
      '结算期间2026-10-01至2026-10-31',
      '含税单价800.00元/t',
      '过磅车数30车过磅净重943.800t质量扣吨18.876t结算数量924.924t',
      'Qnet,ar高于5000–5500kcal/kg调价50690.691.38000.0001,276.40',
      'Mt高于14–20%扣吨16.4020.000018.8760.00',
      '基础货款739,939.20元（924.924t×800.00元/t）',
      '结算金额740,765.60元（含税）',
      '其他扣款−450.00元扣款明细化验费450.00元',
      '大写金额人民币柒拾肆万零柒佰陆拾伍元陆角',
      '税额85,220.82元',
      '不含税金额655,544.78元',
      '已付款0.00元',
      // The rejected first pass (wang) is not printed; the pass that stands is.
      '制单：li名2026-11-20数量审核：zhao名2026-11-22质价审核：sun名2026-11-23财务审核：zhou名2026-11-25对方确认：（供应商签字盖章）',
    ]) {
      expect(first.text, p).toContain(p);
    }
    expect(first.text).not.toContain('wang名');
    expect(first.text).not.toContain('BD2026101500001');
    const rest = appendix.map((p) => p.text).join('');
    expect(appendix[0].text).toMatch(/^附表：过磅明细（结算单JS202611260001，共30车）/);
    for (let i = 1; i <= 30; i += 1) expect(rest).toContain(`BD20261015${String(i).padStart(5, '0')}`);
    expect(rest).toContain('合计30车结算重量943.800t943,8000943,800');
  });

  it('puts even a few weighings on a page of their own, and marks a draft and a voided sheet in the title', async () => {
    const few = purchaseOf(2);
    const draft = await readPdf(await renderSheet(settlementSheet({ ...few, status: 'draft' }, facts)));
    expect(draft).toHaveLength(2);
    expect(draft[0].text).toContain('煤炭结算单（草稿）');
    expect(draft[0].text).not.toContain('过磅明细');
    expect(draft[1].text).toMatch(/^附表：过磅明细（结算单JS202611260001，共2车）/);
    const voided = await readPdf(await renderSheet(settlementSheet({ ...few, status: 'void', voidReason: '期间选错', voidedBy: 'li', voidedTime: '2026-11-26 09:00:00' }, facts)));
    expect(voided[0].text).toContain('煤炭结算单（已作废）');
    expect(voided[0].text).toContain('作废原因期间选错（li2026-11-2609:00:00）');
  });
});

describe('sheetSigners', () => {
  it('forgets the reviews a rejection undid', () => {
    const d = purchaseOf(1);
    expect(sheetSigners(d.events.slice(0, 3))).toEqual({ draft: 'li名 2026-11-20', qtyReview: '', qualityReview: '', financeReview: '' });
    expect(sheetSigners(d.events)).toEqual({ draft: 'li名 2026-11-20', qtyReview: 'zhao名 2026-11-22', qualityReview: 'sun名 2026-11-23', financeReview: 'zhou名 2026-11-25' });
  });
});
