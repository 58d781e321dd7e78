import {
  TABLE_SYNC_HEARTBEAT_MS,
  TABLE_SYNC_TIMEOUT_MS,
  TableSyncType,
  WS_RECONNECT_MS,
  parseTableSyncMessage,
  type TableSyncChange,
  type TableSyncMessage,
} from '@meiyun/shared';
import { API_BASE } from '../../lib/http/client';

/** WebSocket.OPEN, spelled out so the client also runs where no global WebSocket exists (tests). */
const SOCKET_OPEN = 1;

export interface TableSyncClientOptions {
  /** Full ws:// or wss:// address, token included. */
  url: string;
  onMessage: (msg: TableSyncMessage) => void;
  onStatus?: (status: 'connecting' | 'open' | 'closed') => void;
  /** Injected in tests. */
  createSocket?: (url: string) => WebSocket;
  heartbeatMs?: number;
  timeoutMs?: number;
  reconnectMs?: number;
}

/**
 * The table-sync socket of §7 with the timings of §9: a heartbeat every 10 s; no answer within 6 s means a dead
 * line and a reconnect; an error or close reconnects after 5 s, with one reconnect pending at most.
 */
export function createTableSyncClient(opts: TableSyncClientOptions) {
  const heartbeatMs = opts.heartbeatMs ?? TABLE_SYNC_HEARTBEAT_MS;
  const timeoutMs = opts.timeoutMs ?? TABLE_SYNC_TIMEOUT_MS;
  const reconnectMs = opts.reconnectMs ?? WS_RECONNECT_MS;
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const clearTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(deadline);
    heartbeat = deadline = undefined;
  };

  const scheduleReconnect = () => {
    clearTimers();
    if (stopped || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      open();
    }, reconnectMs);
  };

  const beat = () => {
    if (!socket || socket.readyState !== SOCKET_OPEN) return;
    socket.send(JSON.stringify({ type: TableSyncType.heartbeat, data: Date.now() }));
    clearTimeout(deadline);
    deadline = setTimeout(() => {
      // No answer in time: treat the line as dead.
      const dead = socket;
      socket = null;
      dead?.close();
      opts.onStatus?.('closed');
      scheduleReconnect();
    }, timeoutMs);
  };

  function open() {
    if (stopped) return;
    opts.onStatus?.('connecting');
    const ws = (opts.createSocket ?? ((u) => new WebSocket(u)))(opts.url);
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      opts.onStatus?.('open');
      heartbeat = setInterval(beat, heartbeatMs);
    };
    ws.onmessage = (ev) => {
      if (socket !== ws || typeof ev.data !== 'string') return;
      const msg = parseTableSyncMessage(ev.data);
      if (!msg) return;
      if (msg.type === TableSyncType.heartbeat) {
        clearTimeout(deadline);
        return;
      }
      opts.onMessage(msg);
    };
    const lost = () => {
      if (socket !== ws) return;
      socket = null;
      opts.onStatus?.('closed');
      scheduleReconnect();
    };
    ws.onerror = lost;
    ws.onclose = lost;
  }

  open();

  return {
    /** Sends a row change of the table `socketKey`; dropped while the line is down. */
    sendChange(socketKey: string, args: TableSyncChange): boolean {
      return send({ type: TableSyncType.updateTable, data: { socketKey, args } });
    },
    /** Sends free-form data to the other tables of the page. */
    sendCommon(key: string, args: unknown): boolean {
      return send({ type: TableSyncType.commonSend, data: { key, args } });
    },
    close() {
      stopped = true;
      clearTimers();
      clearTimeout(reconnect);
      const ws = socket;
      socket = null;
      ws?.close();
    },
  };

  function send(msg: TableSyncMessage): boolean {
    if (!socket || socket.readyState !== SOCKET_OPEN) return false;
    socket.send(JSON.stringify(msg));
    return true;
  }
}

export type TableSyncClient = ReturnType<typeof createTableSyncClient>;

/** The socket address for a page, on the page's own host; the token goes as a query parameter. */
export function tableSyncUrl(userId: string, pageId: string, token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_BASE}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}?token=${encodeURIComponent(token)}`;
}
