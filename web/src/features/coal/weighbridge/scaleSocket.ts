import { WS_RECONNECT_MS, type ScaleLiveState } from '@meiyun/shared';

/** Close code the server uses when the session ended: reconnecting with its token would only be refused. */
const SESSION_ENDED = 4001;
const HEARTBEAT_MS = 20_000;

export interface ScaleSocketOptions {
  url: string;
  token: string;
  onState(state: ScaleLiveState): void;
  /** Whether the socket to the server is open (not the scale's own signal, which the state carries). */
  onConnected(connected: boolean): void;
  WebSocketImpl?: typeof WebSocket;
  reconnectMs?: number;
}

/** The live socket's address: `/api/coal/scale/live?scaleId=…&tenantId=…` on this page's host. */
export function scaleSocketUrl(apiBase: string, scaleId: string, loc: Pick<Location, 'protocol' | 'host'>, tenantId?: number | null): string {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  const q = new URLSearchParams({ scaleId });
  if (tenantId) q.set('tenantId', String(tenantId));
  return `${scheme}://${loc.host}${apiBase}/coal/scale/live?${q}`;
}

/**
 * Keeps a station's socket to one scale open until `stop()`: the token as the sub-protocol (never in the URL), a
 * heartbeat, a reconnect after any close but a session's end.
 */
export function connectScaleSocket(opts: ScaleSocketOptions): { stop(): void } {
  const Impl = opts.WebSocketImpl ?? WebSocket;
  // A clerk waits on this: sooner than the notification socket's reconnect.
  const reconnectMs = opts.reconnectMs ?? Math.min(WS_RECONNECT_MS, 2000);
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let beat: ReturnType<typeof setInterval> | null = null;
  let socket: WebSocket | null = null;

  const open = () => {
    retry = null;
    if (stopped) return;
    const ws = new Impl(opts.url, [opts.token]);
    socket = ws;
    ws.onopen = () => {
      opts.onConnected(true);
      beat = setInterval(() => ws.readyState === ws.OPEN && ws.send('ping'), HEARTBEAT_MS);
    };
    ws.onmessage = (ev: MessageEvent) => {
      if (typeof ev.data !== 'string' || !ev.data.startsWith('{')) return;
      try {
        const m = JSON.parse(ev.data) as ScaleLiveState;
        if (m.type === 'scaleState') opts.onState(m);
      } catch {
        // not a state
      }
    };
    ws.onclose = (ev: CloseEvent) => {
      if (beat) clearInterval(beat);
      beat = null;
      if (socket === ws) socket = null;
      opts.onConnected(false);
      if (stopped || ev.code === SESSION_ENDED || retry) return;
      retry = setTimeout(open, reconnectMs);
    };
  };
  open();

  return {
    stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (beat) clearInterval(beat);
      socket?.close();
    },
  };
}
