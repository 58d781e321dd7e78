import type { EntityChangeMessage } from '@meiyun/shared';
import { API_BASE } from '../http/client';
import { useSession } from '../session/sessionStore';
import { connectNoticeSocket, noticeSocketUrl, type NoticeSocketMessage } from './noticeSocket';

/** What a part of the page hears on the tab's notification socket. */
export interface TabSocketHandlers {
  onNotice?(message: NoticeSocketMessage): void;
  onEntityChange?(message: EntityChangeMessage): void;
}

export interface SocketCredentials {
  url: string;
  token: string;
}

export interface TabSocketDeps {
  /** The signed-in user's socket address and token; null when no one is signed in. */
  credentials(): SocketCredentials | null;
  /** Calls `changed` when the credentials may have changed (sign-in, sign-out, another tenant); returns the unsubscribe. */
  onCredentialsChange(changed: () => void): () => void;
  connect(credentials: SocketCredentials, handlers: Required<TabSocketHandlers>): { stop(): void };
  /** How long the socket stays open after its last listener left (a screen remounting should not reconnect). */
  lingerMs?: number;
}

/**
 * One notification socket per browser tab, shared by the bell and the live lists: open while anything listens and
 * someone is signed in, opened again when the user or the tenant changes.
 */
export function createTabSocket(deps: TabSocketDeps) {
  const listeners = new Set<TabSocketHandlers>();
  let conn: { stop(): void } | null = null;
  let openedFor: string | null = null;
  let stopWatching: (() => void) | null = null;
  let linger: ReturnType<typeof setTimeout> | null = null;

  const dispatch: Required<TabSocketHandlers> = {
    onNotice: (m) => [...listeners].forEach((l) => l.onNotice?.(m)),
    onEntityChange: (m) => [...listeners].forEach((l) => l.onEntityChange?.(m)),
  };

  function sync() {
    const creds = listeners.size ? deps.credentials() : null;
    const key = creds && `${creds.url}\n${creds.token}`;
    if (key === openedFor) return;
    conn?.stop();
    conn = null;
    openedFor = key;
    if (creds) conn = deps.connect(creds, dispatch);
  }

  return {
    listen(handlers: TabSocketHandlers): () => void {
      listeners.add(handlers);
      if (linger !== null) clearTimeout(linger);
      linger = null;
      stopWatching ??= deps.onCredentialsChange(sync);
      sync();
      return () => {
        if (!listeners.delete(handlers) || listeners.size) return;
        if (linger !== null) clearTimeout(linger);
        linger = setTimeout(() => {
          linger = null;
          if (listeners.size) return;
          stopWatching?.();
          stopWatching = null;
          sync();
        }, deps.lingerMs ?? 1000);
      };
    },
  };
}

/** The tab's socket, for the signed-in session of `lib/session`. */
export const tabSocket = createTabSocket({
  credentials() {
    const { token, userInfo, tenantId } = useSession.getState();
    return token && userInfo?.id ? { url: noticeSocketUrl(API_BASE, userInfo.id, window.location, tenantId), token } : null;
  },
  onCredentialsChange: (changed) => useSession.subscribe(changed),
  connect: (credentials, handlers) => connectNoticeSocket({ ...credentials, ...handlers }),
});
