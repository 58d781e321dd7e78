import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableSyncType } from '@meiyun/shared';
import { createTableSyncClient, tableSyncUrl } from './tableSyncClient';

class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

let sockets: FakeSocket[];
const client = (onMessage = vi.fn()) =>
  createTableSyncClient({
    url: 'ws://h/api/vxeSocket/u/p?token=t',
    onMessage,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s as unknown as WebSocket;
    },
  });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});
afterEach(() => vi.useRealTimers());

describe('table-sync client', () => {
  it('sends a heartbeat every 10 s and reconnects when none is answered within 6 s', () => {
    const c = client();
    sockets[0].open();
    vi.advanceTimersByTime(9_999);
    expect(sockets[0].sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(JSON.parse(sockets[0].sent[0]).type).toBe(TableSyncType.heartbeat);
    // Answered: the line stays.
    sockets[0].receive({ type: TableSyncType.heartbeat, data: 'pong' });
    vi.advanceTimersByTime(6_000);
    expect(sockets[0].closed).toBe(false);
    // Next beat unanswered: closed after 6 s, a new socket 5 s later.
    vi.advanceTimersByTime(4_000);
    vi.advanceTimersByTime(5_999);
    expect(sockets[0].closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0].closed).toBe(true);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
    c.close();
  });

  it('reconnects 5 s after an error or close, once', () => {
    const c = client();
    sockets[0].open();
    sockets[0].onerror?.();
    sockets[0].onclose?.();
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(20_000);
    expect(sockets).toHaveLength(2);
    c.close();
    sockets[1].onclose?.();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
  });

  it('passes row changes on and sends its own only while open', () => {
    const onMessage = vi.fn();
    const c = client(onMessage);
    expect(c.sendChange('t', { action: 'remove', ids: ['a'] })).toBe(false);
    sockets[0].open();
    expect(c.sendChange('t', { action: 'remove', ids: ['a'] })).toBe(true);
    expect(JSON.parse(sockets[0].sent[0])).toEqual({ type: TableSyncType.updateTable, data: { socketKey: 't', args: { action: 'remove', ids: ['a'] } } });
    sockets[0].receive({ type: TableSyncType.updateTable, data: { socketKey: 't', args: { action: 'move', order: ['b'] } } });
    sockets[0].receive({ type: 'junk' });
    expect(onMessage).toHaveBeenCalledTimes(1);
    c.close();
  });

  it('builds the address on the page host with the token as a query parameter', () => {
    expect(tableSyncUrl('u 1', 'p/1', 'a&b', { protocol: 'https:', host: 'x.cn' })).toBe('wss://x.cn/api/vxeSocket/u%201/p%2F1?token=a%26b');
  });
});
