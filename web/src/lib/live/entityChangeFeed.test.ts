import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTITY_CHANGE_TYPE, type EntityChangeMessage } from '@meiyun/shared';
import { createEntityChangeFeed, type ChangeBatch } from './entityChangeFeed';

const change = (entity: string, id: string, kind: EntityChangeMessage['kind'] = 'edit'): EntityChangeMessage => ({ type: ENTITY_CHANGE_TYPE, entity, kind, ids: [id] });

/** A feed on a page whose visibility the test sets, fed by the test instead of a socket. */
function setup() {
  let hidden = false;
  let shown: (() => void) | null = null;
  let send: ((m: EntityChangeMessage) => void) | null = null;
  const sourceStops = vi.fn();
  const feed = createEntityChangeFeed({
    windowMs: 300,
    page: { hidden: () => hidden, onShown: (f) => ((shown = f), () => (shown = null)) },
    source: (receive) => ((send = receive), sourceStops),
  });
  return {
    feed,
    sourceStops,
    send: (m: EntityChangeMessage) => send!(m),
    hide: () => (hidden = true),
    show: () => {
      hidden = false;
      shown?.();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the tab\'s entity changes', () => {
  it('coalesce a burst within 300 ms into one batch per entity', () => {
    const t = setup();
    const cars: ChangeBatch[] = [];
    const drivers: ChangeBatch[] = [];
    t.feed.subscribe('coalCar', 0, (b) => cars.push(b));
    t.feed.subscribe('coalDriver', 0, (b) => drivers.push(b));
    t.send(change('coalCar', '1'));
    vi.advanceTimersByTime(100);
    t.send(change('coalCar', '2'));
    t.send(change('coalDriver', '9'));
    vi.advanceTimersByTime(199);
    expect(cars).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(cars.map((b) => b.map((m) => m.ids[0]))).toEqual([['1', '2']]);
    vi.advanceTimersByTime(100);
    expect(drivers.map((b) => b.map((m) => m.ids[0]))).toEqual([['9']]);
    // The next change opens a new window.
    t.send(change('coalCar', '3'));
    vi.advanceTimersByTime(300);
    expect(cars).toHaveLength(2);
    expect(t.feed.version('coalCar')).toBe(2);
  });

  it('hold what arrives while the page is hidden and hand it over once when it shows', () => {
    const t = setup();
    const cars: ChangeBatch[] = [];
    t.feed.subscribe('coalCar', 0, (b) => cars.push(b));
    t.hide();
    t.send(change('coalCar', '1'));
    vi.advanceTimersByTime(1000);
    t.send(change('coalCar', '2', 'delete'));
    vi.advanceTimersByTime(1000);
    expect(cars).toEqual([]);
    t.show();
    expect(cars).toHaveLength(1);
    expect(cars[0].map((m) => `${m.kind}:${m.ids[0]}`)).toEqual(['edit:1', 'delete:2']);
  });

  it('give a subscriber that was away what it missed, and a new one nothing of the past', () => {
    const t = setup();
    // Another screen of the entity stays, so the tab keeps hearing while this one is away.
    t.feed.subscribe('coalCar', 0, () => undefined);
    const first: ChangeBatch[] = [];
    const off = t.feed.subscribe('coalCar', 0, (b) => first.push(b));
    t.send(change('coalCar', '1'));
    vi.advanceTimersByTime(300);
    const seen = t.feed.version('coalCar');
    off();
    t.send(change('coalCar', '2'));
    vi.advanceTimersByTime(300);
    t.send(change('coalCar', '3'));
    vi.advanceTimersByTime(300);
    expect(first).toHaveLength(1);

    const back: ChangeBatch[] = [];
    t.feed.subscribe('coalCar', seen, (b) => back.push(b));
    expect(back.map((b) => b.map((m) => m.ids[0]))).toEqual([['2', '3']]);

    const fresh: ChangeBatch[] = [];
    t.feed.subscribe('coalCar', t.feed.version('coalCar'), (b) => fresh.push(b));
    expect(fresh).toEqual([]);
  });

  it('listen to the socket only while someone subscribes', () => {
    const t = setup();
    const off1 = t.feed.subscribe('coalCar', 0, () => undefined);
    const off2 = t.feed.subscribe('coalDriver', 0, () => undefined);
    off1();
    expect(t.sourceStops).not.toHaveBeenCalled();
    off2();
    off2();
    expect(t.sourceStops).toHaveBeenCalledTimes(1);
  });
});
