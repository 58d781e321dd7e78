import { describe, expect, it } from 'vitest';
import { freightPreview, lossPreview } from './freightPreview';

/** docs/freight.md's worked rate: 107.4720 元/t over 652 km (480 electrified) and 9 元 a wagon. */
const shipment = {
  tariffKm: 652,
  electrifiedKm: 480,
  rate: { id: 'r', name: '测试', baseRate: '16.3000', runningRate: '0.098000', electrifiedRate: '0.012000', constructionFundRate: '0.033000', surcharges: [{ name: '取送车费', basis: 'wagon' as const, rate: '9' }] },
};

describe('the 装车 and 到站 dialogs’ live figures', () => {
  it('previews the freight the server stores, a wagon below its marked load charged at it', () => {
    const p = freightPreview(shipment, [
      { wagonNo: '1', markedLoadKg: 70000, ticketKg: 68740 },
      { wagonNo: '2', markedLoadKg: 70000, ticketKg: 70620 },
    ]);
    if (!('result' in p)) throw new Error(p.error);
    // 70 t × 107.472 + 9 = 7532.04 (components rounded each); 71 t → 7639.52.
    expect(p.result.wagons.map((w) => [w.chargedT, w.chargedBy, w.freight])).toEqual([
      ['70.000', 'minimum', '7532.04'],
      ['71.000', 'ticket', '7639.52'],
    ]);
    expect(p.result.total).toBe('15171.56');
  });

  it('says what is missing while a row is incomplete, and has no rate without one', () => {
    expect(freightPreview(shipment, [{ wagonNo: '1', markedLoadKg: 70000, ticketKg: 68740 }, { wagonNo: '', ticketKg: 70000 }])).toEqual({ error: '第2节车皮：请填写车号' });
    expect(freightPreview({ ...shipment, rate: null }, [])).toEqual({ error: '未找到该发运单的铁路运价' });
  });

  it('previews the loss against the allowance', () => {
    const p = lossPreview('1.5', [{ wagonNo: '1', ticketKg: 70620, arrivalKg: 70480 }]);
    if (!('result' in p)) throw new Error(p.error);
    // 140 / 70 620 × 1000 = 1.98‰ > 1.5‰.
    expect(p.result).toMatchObject({ lossT: '0.140', ratePermille: '1.98', flagged: true });
    expect(lossPreview('1.5', [{ wagonNo: '1', ticketKg: 70620, arrivalKg: null }])).toEqual({ error: '第1节车皮：到站重量必须是不小于0的整数千克' });
  });
});
