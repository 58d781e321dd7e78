import { describe, expect, it } from 'vitest';
import type { ScaleLiveState } from '@meiyun/shared';
import { formatWeight, stabilityOf, weightGroups } from './stability';

const state = (over: Partial<ScaleLiveState>): ScaleLiveState => ({
  type: 'scaleState',
  scaleId: 's',
  weightKg: 48960,
  stable: false,
  agentStable: false,
  runSince: 0,
  stableSince: null,
  heldMs: 0,
  holdMs: 2000,
  online: true,
  at: 1,
  divisionKg: 20,
  ...over,
});

describe('the stability light', () => {
  it('is grey without a signal or a connection, whatever the last state said', () => {
    expect(stabilityOf(null, true)).toMatchObject({ light: 'none', text: '等待地磅信号', capturable: false });
    expect(stabilityOf(state({ online: false, stable: true }), true)).toMatchObject({ light: 'none', text: '地磅无信号', capturable: false });
    expect(stabilityOf(state({ stable: true }), false)).toMatchObject({ light: 'none', capturable: false });
  });
  it('is amber with the hold\'s progress until the server says stable, then green', () => {
    expect(stabilityOf(state({ heldMs: 0 }), true)).toMatchObject({ light: 'unstable', text: '不稳定', percent: 0 });
    expect(stabilityOf(state({ heldMs: 1500 }), true)).toMatchObject({ light: 'unstable', text: '稳定中 1.5 / 2.0 秒', percent: 75, capturable: false });
    // Held long enough but the agent disagrees: the server's `stable` decides, not the time alone.
    expect(stabilityOf(state({ heldMs: 2500 }), true)).toMatchObject({ light: 'unstable', percent: 100, capturable: false });
    expect(stabilityOf(state({ heldMs: 2100, stable: true }), true)).toMatchObject({ light: 'stable', text: '稳定', percent: 100, capturable: true });
  });
});

describe('the weight', () => {
  it('groups thousands and shows no weight as dashes', () => {
    expect(formatWeight(48960)).toBe('48\u2009960');
    expect(formatWeight(0)).toBe('0');
    expect(formatWeight(-1240)).toBe('-1\u2009240');
    expect(formatWeight(null)).toBe('------');
    expect(weightGroups(48960)).toEqual(['48', '960']);
    expect(weightGroups(100000)).toEqual(['100', '000']);
    expect(weightGroups(-20)).toEqual(['-20']);
    expect(weightGroups(null)).toEqual(['------']);
  });
});
