import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectNoticeSocket, noticeSocketUrl } from './noticeSocket';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  // test side
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.({ code });
  }
}

const Impl = FakeSocket as unknown as typeof WebSocket;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
});
afterEach(() => vi.useRealTimers());

describe('notice socket', () => {
  it('offers the token as sub-protocol, beats every 20 s and passes on topic and user messages only', () => {
    const heard: string[] = [];
    const conn = connectNoticeSocket({ url: 'ws://h/api/websocket/u1', token: 'tok', onNotice: (m) => heard.push(`${m.cmd}:${m.msgId}`), WebSocketImpl: Impl });
    const s = FakeSocket.instances[0];
    expect(s.protocols).toEqual(['tok']);
    s.open();
    vi.advanceTimersByTime(20_000);
    expect(s.sent).toEqual(['ping']);
    vi.advanceTimersByTime(20_000);
    expect(s.sent).toEqual(['ping', 'ping']);
    s.onmessage?.({ data: 'pong' });
    s.onmessage?.({ data: JSON.stringify({ cmd: 'topic', msgId: 'a', msgTxt: 'x' }) });
    s.onmessage?.({ data: JSON.stringify({ cmd: 'user', msgId: 'b', msgTxt: 'y' }) });
    s.onmessage?.({ data: JSON.stringify({ cmd: 'other', msgId: 'c' }) });
    expect(heard).toEqual(['topic:a', 'user:b']);
    conn.stop();
    expect(s.closed).toBe(true);
  });

  it('reconnects 5 s after error and close, with one pending reconnect only', () => {
    const conn = connectNoticeSocket({ url: 'ws://h', token: 't', onNotice: () => undefined, WebSocketImpl: Impl });
    FakeSocket.instances[0].drop(); // error then close: one reconnect
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(2);
    // stop() cancels a pending reconnect
    FakeSocket.instances[1].drop();
    conn.stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('does not reconnect once the server says the session ended', () => {
    connectNoticeSocket({ url: 'ws://h', token: 't', onNotice: () => undefined, WebSocketImpl: Impl });
    FakeSocket.instances[0].open();
    FakeSocket.instances[0].onclose?.({ code: 4001 });
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('builds the socket address from the page origin', () => {
    expect(noticeSocketUrl('/api', 'u 1', { protocol: 'https:', host: 'x.cn' })).toBe('wss://x.cn/api/websocket/u%201');
    expect(noticeSocketUrl('/api', 'u1', { protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/websocket/u1');
  });
});
