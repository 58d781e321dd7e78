import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../core/context';
import { createMemoryBus } from '../../../core/realtime/bus';
import { ScaleReadings } from './readings';

let store: ScaleReadings;
afterEach(() => store?.close());

/** A store on its own bus; `feed` applies readings in order and waits for the bus to deliver them. */
function setup() {
  store = new ScaleReadings({ bus: createMemoryBus() } as unknown as AppContext);
  return async (readings: [at: number, kg: number, stable?: boolean][]) => {
    for (const [at, weightKg, stable = true] of readings) await store.record({ scaleId: 's', weightKg, stable, at, divisionKg: 20 });
    await new Promise((r) => setTimeout(r, 0));
  };
}
const every100 = (from: number, to: number, kg: number, stable = true): [number, number, boolean][] =>
  Array.from({ length: (to - from) / 100 + 1 }, (_, i) => [from + i * 100, kg, stable]);

describe('the stability run', () => {
  it('holds within one division for the hold time, on the server\'s times', async () => {
    const feed = setup();
    await feed(every100(0, 1900, 48960).map(([at, kg], i) => [at, i % 3 ? kg : kg + 20, true] as [number, number, boolean]));
    expect(store.capturable('s', 2000, 1950)).toBeNull();
    await feed([[2000, 48960]]);
    expect(store.capturable('s', 2000, 2000)).toBe(48960);
    expect(store.latest('s')).toMatchObject({ runSince: 0, stableSince: 0 });
    // Fresh only: 1.5 s after the last reading nothing can be taken.
    expect(store.capturable('s', 2000, 3600)).toBeNull();
  });

  it('starts over on a weight beyond one division, or a gap of over a second', async () => {
    const feed = setup();
    await feed([...every100(0, 1000, 15840), [1100, 15880, true], ...every100(1200, 2500, 15880)]);
    expect(store.latest('s')!.runSince).toBe(1100);
    expect(store.capturable('s', 2000, 2500)).toBeNull();
    await feed([[3700, 15880]]);
    expect(store.latest('s')!.runSince).toBe(3700);
  });

  it('needs the agent to agree, without waiting the hold twice once it does', async () => {
    const feed = setup();
    await feed([...every100(0, 1900, 30000, false)]);
    expect(store.capturable('s', 2000, 1900)).toBeNull();
    expect(store.latest('s')).toMatchObject({ runSince: 0, stableSince: null });
    await feed([[2000, 30000, true]]);
    expect(store.capturable('s', 2000, 2000)).toBe(30000);
    await feed([[2100, 30000, false]]);
    expect(store.capturable('s', 2000, 2100)).toBeNull();
  });

  it('uses the hold carried by the reading when the caller names none', async () => {
    const feed = setup();
    await store.record({ scaleId: 's', weightKg: 100, stable: true, at: 0, divisionKg: 20, holdMs: 500 });
    await feed([[600, 100]]);
    expect(store.capturable('s', undefined, 600)).toBeNull(); // the second reading carries no hold: the default 2 s
    await store.record({ scaleId: 's', weightKg: 100, stable: true, at: 700, divisionKg: 20, holdMs: 500 });
    await new Promise((r) => setTimeout(r, 0));
    expect(store.capturable('s', undefined, 700)).toBe(100);
  });
});
