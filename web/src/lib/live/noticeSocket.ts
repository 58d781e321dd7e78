import { NOTICE_HEARTBEAT_MS, WS_RECONNECT_MS, isEntityChangeMessage, type EntityChangeMessage } from '@meiyun/shared';

/** What the server sends on `/websocket/{userId}` when an announcement reaches everyone (topic) or this user. */
export interface NoticeSocketMessage {
  cmd: 'topic' | 'user';
  msgId: string;
  msgTxt: string;
}

/** Close code the server uses when the session ended (logout elsewhere, frozen, password changed). */
const SESSION_ENDED = 4001;

export interface NoticeSocketOptions {
  url: string;
  token: string;
  onNotice(message: NoticeSocketMessage): void;
  /** A record of an entity the user may list changed (live lists). */
  onEntityChange?(message: EntityChangeMessage): void;
  /** Tests inject a fake. */
  WebSocketImpl?: typeof WebSocket;
  reconnectMs?: number;
  heartbeatMs?: number;
}

/**
 * Keeps the notification socket open (§4): heartbeat every 20 s, reconnect 5 s after an error or a close with at
 * most one reconnect pending, until `stop()`. The token travels as the sub-protocol, so it never sits in a URL.
 */
export function connectNoticeSocket(opts: NoticeSocketOptions): { stop(): void } {
  const Impl = opts.WebSocketImpl ?? WebSocket;
  const reconnectMs = opts.reconnectMs ?? WS_RECONNECT_MS;
  const heartbeatMs = opts.heartbeatMs ?? NOTICE_HEARTBEAT_MS;
  let ws: WebSocket | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;

  function clearHeartbeat() {
    if (heartbeatTimer !== null) clearInterval(heartbeatTimer);
    heartbeatTimer = null;
  }

  function scheduleReconnect() {
    if (stopped || reconnectTimer !== null) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      open();
    }, reconnectMs);
  }

  function open() {
    if (stopped) return;
    let socket: WebSocket;
    try {
      socket = new Impl(opts.url, [opts.token]);
    } catch {
      scheduleReconnect();
      return;
    }
    ws = socket;
    socket.onopen = () => {
      clearHeartbeat();
      heartbeatTimer = setInterval(() => {
        if (socket.readyState === socket.OPEN) socket.send('ping');
      }, heartbeatMs);
    };
    socket.onmessage = (ev: MessageEvent) => {
      if (typeof ev.data !== 'string' || !ev.data.startsWith('{')) return; // 'pong'
      try {
        const m = JSON.parse(ev.data) as Partial<NoticeSocketMessage>;
        if (m.cmd === 'topic' || m.cmd === 'user') opts.onNotice(m as NoticeSocketMessage);
        else if (isEntityChangeMessage(m)) opts.onEntityChange?.(m);
      } catch {
        // not ours
      }
    };
    socket.onerror = () => {
      // A close event follows an error; both paths share the single pending reconnect.
      scheduleReconnect();
    };
    socket.onclose = (ev: CloseEvent) => {
      if (ws === socket) ws = null;
      clearHeartbeat();
      // The session is over: reconnecting with its token would only be refused; sign-in starts a new socket.
      if (ev.code === SESSION_ENDED) return;
      scheduleReconnect();
    };
  }

  open();
  return {
    stop() {
      stopped = true;
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      clearHeartbeat();
      const s = ws;
      ws = null;
      if (s) {
        s.onclose = null;
        s.onerror = null;
        s.onmessage = null;
        s.close();
      }
    },
  };
}

/**
 * `ws(s)://<this host><api prefix>/websocket/{userId}`: the same origin as the page, as the HTTP calls. The tenant
 * the page works in (its calls' `tenant-id`) goes as `?tenantId=`: it decides whose entity changes the socket hears.
 */
export function noticeSocketUrl(apiBase: string, userId: string, loc: Pick<Location, 'protocol' | 'host'> = window.location, tenantId?: number | null): string {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  const tenant = tenantId ? `?tenantId=${tenantId}` : '';
  return `${scheme}://${loc.host}${apiBase}/websocket/${encodeURIComponent(userId)}${tenant}`;
}
