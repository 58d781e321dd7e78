import { afterEach, describe, expect, it, vi } from 'vitest';

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  it('waits for the first paint, then runs at once for later callers', async () => {
    vi.useFakeTimers();
    const { afterFirstPaint, markFirstPaint } = await import('./firstPaint');
    const ran: string[] = [];
    afterFirstPaint(() => ran.push('a'));
    expect(ran).toEqual([]);
    markFirstPaint();
    expect(ran).toEqual(['a']);
    afterFirstPaint(() => ran.push('b'));
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersByTime(5000);
    expect(ran).toEqual(['a', 'b']);
  });

  it('runs after the fallback on a screen that never paints its figures, and not when cancelled', async () => {
    vi.useFakeTimers();
    const { afterFirstPaint } = await import('./firstPaint');
    const ran: string[] = [];
    const cancel = afterFirstPaint(() => ran.push('cancelled'), 1000);
    afterFirstPaint(() => ran.push('late'), 1500);
    cancel();
    vi.advanceTimersByTime(1499);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['late']);
  });
});
