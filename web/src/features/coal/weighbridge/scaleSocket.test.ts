import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectScaleSocket, scaleSocketUrl } from './scaleSocket';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
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
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
const Impl = FakeSocket as unknown as typeof WebSocket;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
});
afterEach(() => vi.useRealTimers());

describe('the station\'s scale socket', () => {
  it('names the scale and tenant in the address, never the token', () => {
    expect(scaleSocketUrl('/api', 'abc', { protocol: 'https:', host: 'yard.example.com' }, 3)).toBe('wss://yard.example.com/api/coal/scale/live?scaleId=abc&tenantId=3');
    expect(scaleSocketUrl('/api', 'abc', { protocol: 'http:', host: 'h:8080' }, null)).toBe('ws://h:8080/api/coal/scale/live?scaleId=abc');
  });

  it('passes on scale states only, and reconnects after a drop but not after the session ended', () => {
    const states: number[] = [];
    const open: boolean[] = [];
    const conn = connectScaleSocket({ url: 'ws://h/x', token: 'tok', onState: (s) => states.push(s.weightKg ?? -1), onConnected: (c) => open.push(c), WebSocketImpl: Impl, reconnectMs: 1000 });
    const first = FakeSocket.instances[0];
    expect(first.protocols).toEqual(['tok']);
    first.open();
    first.onmessage?.({ data: 'pong' });
    first.onmessage?.({ data: JSON.stringify({ type: 'scaleState', weightKg: 15840 }) });
    first.onmessage?.({ data: JSON.stringify({ type: 'entityChange' }) });
    first.onmessage?.({ data: '{broken' });
    expect(states).toEqual([15840]);
    first.drop();
    expect(open).toEqual([true, false]);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    const second = FakeSocket.instances[1];
    second.open();
    second.drop(4001);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(2);
    conn.stop();
  });

  it('stops for good: no reconnect after stop', () => {
    const conn = connectScaleSocket({ url: 'ws://h/x', token: 't', onState: () => undefined, onConnected: () => undefined, WebSocketImpl: Impl, reconnectMs: 100 });
    const s = FakeSocket.instances[0];
    s.open();
    conn.stop();
    expect(s.closed).toBe(true);
    s.drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
