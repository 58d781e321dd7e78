import { describe, expect, it } from 'vitest';
import { createMemoryBus } from './bus';

describe('in-process bus', () => {
  it('delivers a copy to each subscriber of the channel until it unsubscribes', async () => {
    const bus = createMemoryBus();
    const got: unknown[] = [];
    const other: unknown[] = [];
    const off = bus.subscribe('a', (m) => got.push(m));
    bus.subscribe('b', (m) => other.push(m));
    const msg = { n: 1 };
    await bus.publish('a', msg);
    await Promise.resolve();
    expect(got).toEqual([{ n: 1 }]);
    expect(got[0]).not.toBe(msg);
    expect(other).toEqual([]);
    off();
    await bus.publish('a', { n: 2 });
    await Promise.resolve();
    expect(got).toHaveLength(1);
  });

  it('a failing subscriber does not keep the message from the others', async () => {
    const bus = createMemoryBus();
    const got: unknown[] = [];
    bus.subscribe('a', () => {
      throw new Error('boom');
    });
    bus.subscribe('a', (m) => got.push(m));
    await bus.publish('a', 'x');
    await Promise.resolve();
    expect(got).toEqual(['x']);
  });
});
