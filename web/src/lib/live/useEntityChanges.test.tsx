// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { Activity } from 'react';
import { ENTITY_CHANGE_TYPE, type EntityChangeMessage } from '@meiyun/shared';
import { createEntityChangeFeed, type ChangeBatch, type EntityChangeFeed } from './entityChangeFeed';
import { useEntityChanges } from './useEntityChanges';

const change = (id: string): EntityChangeMessage => ({ type: ENTITY_CHANGE_TYPE, entity: 'coalCar', kind: 'edit', ids: [id] });

function Watcher({ feed, heard }: { feed: EntityChangeFeed; heard: ChangeBatch[] }) {
  useEntityChanges('coalCar', (b) => heard.push(b), feed);
  return null;
}

let send: (m: EntityChangeMessage) => void;
let feed: EntityChangeFeed;
beforeEach(() => {
  vi.useFakeTimers();
  feed = createEntityChangeFeed({ page: { hidden: () => false, onShown: () => () => undefined }, source: (receive) => ((send = receive), () => undefined) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useEntityChanges', () => {
  it('hands a burst of changes to the screen once, 300 ms after the first', () => {
    const heard: ChangeBatch[] = [];
    render(<Watcher feed={feed} heard={heard} />);
    act(() => {
      send(change('1'));
      vi.advanceTimersByTime(250);
      send(change('2'));
      send(change('3'));
      vi.advanceTimersByTime(49);
    });
    expect(heard).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    expect(heard.map((b) => b.map((m) => m.ids[0]))).toEqual([['1', '2', '3']]);
  });

  it('a screen kept alive in a hidden workspace tab hears what it missed when shown, as one batch', () => {
    const heard: ChangeBatch[] = [];
    // The workspace's other tab keeps the feed (and the socket) going.
    const { rerender } = render(
      <>
        <Watcher feed={feed} heard={[]} />
        <Activity mode="visible">
          <Watcher feed={feed} heard={heard} />
        </Activity>
      </>,
    );
    const view = (mode: 'visible' | 'hidden') => (
      <>
        <Watcher feed={feed} heard={[]} />
        <Activity mode={mode}>
          <Watcher feed={feed} heard={heard} />
        </Activity>
      </>
    );
    rerender(view('hidden'));
    act(() => {
      send(change('1'));
      vi.advanceTimersByTime(300);
      send(change('2'));
      vi.advanceTimersByTime(300);
    });
    expect(heard).toEqual([]);
    rerender(view('visible'));
    expect(heard.map((b) => b.map((m) => m.ids[0]))).toEqual([['1', '2']]);
  });
});
