import type { WebSocket } from 'ws';
import type { Bus } from './bus';

/**
 * What the web client hears on `/websocket/{userId}`: `topic` went to everyone, `user` to chosen users. The same
 * sockets also carry entity changes (`EntityChangeMessage`, entity-changes.ts).
 */
export interface SocketMessage {
  cmd: 'topic' | 'user';
  msgId: string;
  msgTxt: string;
}

interface SendEnvelope {
  to: 'all' | string[];
  message: SocketMessage;
}

interface Conn {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  /** The tenant the socket's client works in (what its requests send as `tenant-id`). */
  tenantId: number | null;
  lastHeard: number;
}

/** An open socket of this instance, for deliveries that choose their audience socket by socket. */
export interface SocketListener {
  userId: string;
  tenantId: number | null;
  send(text: string): void;
}

const SEND_CHANNEL = 'ws:send';
const SESSION_ENDED_CHANNEL = 'session:ended';
/** Clients beat every 20 s; one silent this long is gone (a closed laptop lid never sends the close frame). */
const SILENT_LIMIT_MS = 65_000;
const SWEEP_EVERY_MS = 30_000;

/** Close codes the client can tell apart from a network failure. */
export const CloseCode = { sessionEnded: 4001, shuttingDown: 1001 } as const;

/**
 * The open notification sockets of this instance, and delivery to the sockets of every instance through the
 * bus: a message is published once and each instance sends it to the sockets it holds.
 */
export function createSocketHub(bus: Bus, isSessionLive: (sessionId: string) => Promise<boolean>) {
  const conns = new Set<Conn>();

  const send = (c: Conn, text: string) => {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
  };

  bus.subscribe(SEND_CHANNEL, (raw) => {
    const { to, message } = raw as SendEnvelope;
    const text = JSON.stringify(message);
    const users = to === 'all' ? null : new Set(to);
    for (const c of conns) if (!users || users.has(c.userId)) send(c, text);
  });

  bus.subscribe(SESSION_ENDED_CHANNEL, (raw) => {
    const ids = new Set((raw as { sessionIds: string[] }).sessionIds);
    for (const c of conns) if (ids.has(c.sessionId)) c.socket.close(CloseCode.sessionEnded, 'session ended');
  });

  // Catches what no event announces: sessions that ran out (idle, max age) and clients that vanished.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const c of conns) {
      if (now - c.lastHeard > SILENT_LIMIT_MS) {
        c.socket.terminate();
        continue;
      }
      void isSessionLive(c.sessionId).then(
        (live) => live || c.socket.close(CloseCode.sessionEnded, 'session ended'),
        () => undefined,
      );
    }
  }, SWEEP_EVERY_MS);
  sweep.unref();

  function isHeartbeat(text: string): boolean {
    if (text === 'ping' || text === 'HeartBeat') return true;
    try {
      const v = JSON.parse(text) as { type?: unknown };
      return v?.type === 'heartbeat';
    } catch {
      return false;
    }
  }

  return {
    /** Takes an authenticated socket into the hub until it closes. */
    attach(socket: WebSocket, userId: string, sessionId: string, tenantId: number | null) {
      const c: Conn = { socket, userId, sessionId, tenantId, lastHeard: Date.now() };
      conns.add(c);
      socket.on('message', (data, isBinary) => {
        c.lastHeard = Date.now();
        if (isBinary) return;
        const text = data.toString();
        if (!isHeartbeat(text)) return;
        // The beat also re-checks the session, so a socket never outlives it by more than one beat.
        void isSessionLive(sessionId).then(
          (live) => {
            if (!live) return socket.close(CloseCode.sessionEnded, 'session ended');
            send(c, text.startsWith('{') ? JSON.stringify({ type: 'heartbeat', data: 'pong' }) : 'pong');
          },
          () => undefined,
        );
      });
      socket.on('close', () => conns.delete(c));
      socket.on('error', () => conns.delete(c));
    },

    /** To every signed-in user on every instance (cmd topic). */
    toAll(msgId: string, msgTxt: string) {
      return bus.publish(SEND_CHANNEL, { to: 'all', message: { cmd: 'topic', msgId, msgTxt } } satisfies SendEnvelope);
    },

    /** To these users wherever they are connected (cmd user; topic for a message to everyone of a tenant). */
    toUsers(userIds: string[], msgId: string, msgTxt: string, cmd: 'user' | 'topic' = 'user') {
      if (!userIds.length) return Promise.resolve();
      return bus.publish(SEND_CHANNEL, { to: userIds, message: { cmd, msgId, msgTxt } } satisfies SendEnvelope);
    },

    /** Closes the sockets of these sessions on every instance. */
    sessionsEnded(sessionIds: string[]) {
      return bus.publish(SESSION_ENDED_CHANNEL, { sessionIds });
    },

    /** The open sockets of this instance, as they are now. */
    listeners(): SocketListener[] {
      return [...conns].map((c) => ({ userId: c.userId, tenantId: c.tenantId, send: (text: string) => send(c, text) }));
    },

    /** Open sockets on this instance. */
    count(): number {
      return conns.size;
    },

    close() {
      clearInterval(sweep);
      for (const c of conns) c.socket.close(CloseCode.shuttingDown, 'server shutting down');
      conns.clear();
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
