import { describe, expect, it } from 'vitest';
import { offeredWeighingActions } from './weighingActions';

const all = () => true;

describe('offeredWeighingActions', () => {
  it('offers by state: deduct, exit and void on a completed unsettled record; reverse only once settled', () => {
    expect(offeredWeighingActions({ status: 'tared' }, all)).toEqual(['void']);
    expect(offeredWeighingActions({ status: 'completed' }, all)).toEqual(['deduct', 'leave', 'void']);
    expect(offeredWeighingActions({ status: 'completed', leftTime: '2026-11-26 10:00:00' }, all)).toEqual(['deduct', 'void']);
    expect(offeredWeighingActions({ status: 'completed', settlementId: 's1', leftTime: 'x' }, all)).toEqual(['reverse']);
    expect(offeredWeighingActions({ status: 'void' }, all)).toEqual([]);
    expect(offeredWeighingActions({ status: 'reversed', settlementId: 's1' }, all)).toEqual([]);
  });

  it('offers only what the user holds', () => {
    expect(offeredWeighingActions({ status: 'completed' }, (p) => p === 'coal:weighing:void')).toEqual(['void']);
  });
});
