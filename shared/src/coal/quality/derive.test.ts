import { describe, expect, it } from 'vitest';
import { deriveQuality, impossibleQuality, kcalOfMj } from './derive';
import { qualityWarnings } from './plausibility';

describe('deriveQuality: hand-worked figures', () => {
  it('derives Ad, Vdaf, St,d, St,ar, FCad and Qnet,ar kcal of a thermal coal', () => {
    // Mt 12.40, Mad 3.20, Aad 22.10, Vad 28.50, St,ad 0.62, Qnet,ar 21.35 MJ/kg:
    // Ad    = 22.10 × 100 / 96.80          = 22.8305…  → 22.83
    // Vdaf  = 28.50 × 100 / 74.70          = 38.1526…  → 38.15
    // St,d  = 0.62 × 100 / 96.80           = 0.6404…   → 0.64
    // St,ar = 87.60 × 0.62 / 96.80 = 54.312 / 96.8 = 0.5610… → 0.56
    // FCad  = 100 − 3.20 − 22.10 − 28.50   = 46.20
    // kcal  = 21 350 / 4.1816              = 5105.70…  → 5106
    expect(deriveQuality({ mt: '12.40', mad: '3.20', aad: '22.10', vad: '28.50', stad: '0.62', qnetArMj: '21.35' })).toEqual({
      ad: '22.83',
      vdaf: '38.15',
      std: '0.64',
      star: '0.56',
      fcad: '46.20',
      qnetArKcal: 5106,
    });
  });

  it('rounds half up on an exact tie, where a float or banker’s rounding would go down', () => {
    // Ad = 10.02 × 100 / 80 = 12.525 exactly → 12.53.
    expect(deriveQuality({ mad: '20', aad: '10.02' }).ad).toBe('12.53');
    // 20.9100908 × 1000 / 4.1816 = 5000.5 exactly → 5001.
    expect(kcalOfMj('20.9100908')).toBe(5001);
    // 20.91 MJ/kg ≈ 5000 kcal/kg (coal-domain.md): 20 910 / 4.1816 = 5000.478… → 5000.
    expect(kcalOfMj('20.91')).toBe(5000);
  });

  it('leaves a value null while one of its inputs is missing', () => {
    expect(deriveQuality({ aad: '22.10', qnetArMj: '21.35' })).toEqual({ ad: null, vdaf: null, std: null, star: null, fcad: null, qnetArKcal: 5106 });
    expect(deriveQuality({})).toEqual({ ad: null, vdaf: null, std: null, star: null, fcad: null, qnetArKcal: null });
  });

  it('refuses moisture and ash that leave nothing to burn', () => {
    expect(impossibleQuality({ mad: '60', aad: '40' })).toBe('空气干燥基水分与灰分之和应小于100%');
    expect(impossibleQuality({ mad: '10', aad: '40', vad: '50.01' })).toBe('空气干燥基水分、灰分与挥发分之和不能超过100%');
    expect(impossibleQuality({ mad: '3.20', aad: '22.10', vad: '28.50' })).toBeUndefined();
  });
});

describe('qualityWarnings: the typical ranges of coal-domain.md', () => {
  it('says nothing of a coal inside every range, the bounds included', () => {
    expect(qualityWarnings({ qnetArKcal: 4800, mt: '25.00', ad: '15.00', std: '0.75', vdaf: '30.00' })).toEqual([]);
  });

  it('names each value outside, low or high, with its range', () => {
    expect(qualityWarnings({ qnetArKcal: 4799, mt: '7.99', ad: '32.01', std: '0.76', vdaf: '29.99' })).toEqual([
      '收到基低位发热量Qnet,ar4799kcal/kg偏低，常见范围4800–5800kcal/kg',
      '全水分Mt7.99%偏低，常见范围8–25%',
      '干燥基灰分Ad32.01%偏高，常见范围15–32%',
      '干燥基全硫St,d0.76%偏高，常见范围0.6–0.75%',
      '干燥无灰基挥发分Vdaf29.99%偏低，常见范围不低于30%',
    ]);
    expect(qualityWarnings({ qnetArKcal: 5801 })).toEqual(['收到基低位发热量Qnet,ar5801kcal/kg偏高，常见范围4800–5800kcal/kg']);
  });
});
