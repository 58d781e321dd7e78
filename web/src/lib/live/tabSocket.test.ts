import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTITY_CHANGE_TYPE } from '@meiyun/shared';
import { createTabSocket, type SocketCredentials, type TabSocketHandlers } from './tabSocket';

function setup() {
  let creds: SocketCredentials | null = { url: 'ws://h/api/websocket/u1?tenantId=1', token: 't1' };
  let changed: (() => void) | null = null;
  const opened: { creds: SocketCredentials; handlers: Required<TabSocketHandlers>; stopped: boolean }[] = [];
  const socket = createTabSocket({
    credentials: () => creds,
    onCredentialsChange: (f) => ((changed = f), () => (changed = null)),
    connect(c, handlers) {
      const conn = { creds: c, handlers, stopped: false };
      opened.push(conn);
      return { stop: () => void (conn.stopped = true) };
    },
    lingerMs: 1000,
  });
  return {
    socket,
    opened,
    setCredentials(next: SocketCredentials | null) {
      creds = next;
      changed?.();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the tab\'s one socket', () => {
  it('is shared by the bell and the lists, and hands each what it listens for', () => {
    const t = setup();
    const notices: string[] = [];
    const changes: string[] = [];
    t.socket.listen({ onNotice: (m) => notices.push(m.msgId) });
    t.socket.listen({ onEntityChange: (m) => changes.push(m.entity) });
    expect(t.opened).toHaveLength(1);
    t.opened[0].handlers.onNotice({ cmd: 'user', msgId: 'n1', msgTxt: 'x' });
    t.opened[0].handlers.onEntityChange({ type: ENTITY_CHANGE_TYPE, entity: 'coalCar', kind: 'add', ids: ['1'] });
    expect(notices).toEqual(['n1']);
    expect(changes).toEqual(['coalCar']);
  });

  it('opens again for another tenant or user, and closes at sign-out', () => {
    const t = setup();
    t.socket.listen({});
    t.setCredentials({ url: 'ws://h/api/websocket/u1?tenantId=1', token: 't1' });
    expect(t.opened).toHaveLength(1);
    t.setCredentials({ url: 'ws://h/api/websocket/u1?tenantId=2', token: 't1' });
    expect(t.opened).toHaveLength(2);
    expect(t.opened[0].stopped).toBe(true);
    t.setCredentials(null);
    expect(t.opened[1].stopped).toBe(true);
    expect(t.opened).toHaveLength(2);
  });

  it('stays open a moment after its last listener left, so a remounting screen does not reconnect', () => {
    const t = setup();
    const off = t.socket.listen({});
    off();
    vi.advanceTimersByTime(500);
    t.socket.listen({});
    vi.advanceTimersByTime(5000);
    expect(t.opened).toHaveLength(1);
    expect(t.opened[0].stopped).toBe(false);
    const t2 = setup();
    t2.socket.listen({})();
    vi.advanceTimersByTime(1000);
    expect(t2.opened[0].stopped).toBe(true);
  });
});
