import { describe, expect, it } from 'vitest';
import { createClickGuard } from './clickGuard';

describe('too-fast-click guard', () => {
  it('refuses a click within 300 ms of the last accepted one', () => {
    let t = 10_000;
    const allow = createClickGuard(300, () => t);
    expect(allow()).toBe(true);
    t += 299;
    expect(allow()).toBe(false);
    t += 1; // 300 ms after the accepted click
    expect(allow()).toBe(true);
    t += 100;
    expect(allow()).toBe(false);
    t += 250;
    expect(allow()).toBe(true);
  });
});
