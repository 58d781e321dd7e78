import { useCallback, useEffect, useRef, useState } from 'react';
import { publicCall, socketUrl } from './publicApi';

/** The server closes a socket whose link was rotated or became invalid with this code (boardFeed.ts). */
const STALE_LINK_CLOSE = 4004;
/** While the socket is down the page polls; while it is up it still reads now and then, in case a push was lost. */
const POLL_DOWN_MS = 10_000;
const POLL_UP_MS = 60_000;
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface PublicFeed<T> {
  data: T | null;
  /** The server's refusal (看板链接无效或已失效), or a network failure's text while nothing was ever shown. */
  error: string | null;
  /** Whether the socket is open (pushes arrive at once). */
  live: boolean;
  /** Replaces what is shown (the check-in's own answer, before the push). */
  set(data: T): void;
}

/**
 * What a public page shows, kept current: read once over HTTP, then every push of the socket; when the socket drops
 * it is reopened with a growing pause while the page polls, and a socket closed for a stale link is not reopened
 * (the page reads once more and shows the server's words).
 */
export function usePublicFeed<T>(path: string, fromFrame: (frame: Record<string, unknown>) => T | null): PublicFeed<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const frame = useRef(fromFrame);
  frame.current = fromFrame;
  const shown = useRef(false);

  const load = useCallback(async () => {
    try {
      const env = await publicCall<T>(path);
      if (env.success) {
        shown.current = true;
        setData(env.result);
        setError(null);
      } else {
        setError(env.message);
      }
    } catch {
      if (!shown.current) setError('网络连接失败，正在重试…');
    }
  }, [path]);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let stale = false;
    let attempt = 0;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let isLive = false;
    let lastRead = Date.now();
    const read = () => {
      lastRead = Date.now();
      void load();
    };
    const open = () => {
      if (stopped || stale) return;
      socket = new WebSocket(socketUrl(`${path}/socket`));
      socket.onopen = () => {
        attempt = 0;
        isLive = true;
        setLive(true);
      };
      socket.onmessage = (e) => {
        try {
          const next = frame.current(JSON.parse(String(e.data)) as Record<string, unknown>);
          if (next) {
            shown.current = true;
            setData(next);
            setError(null);
          }
        } catch {
          // A frame that is not ours: ignored.
        }
      };
      socket.onclose = (e) => {
        isLive = false;
        setLive(false);
        if (stopped) return;
        if (e.code === STALE_LINK_CLOSE) {
          stale = true;
          read();
          return;
        }
        reconnect = setTimeout(open, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
      };
    };
    read();
    open();
    const poll = setInterval(() => {
      if (Date.now() - lastRead >= (isLive ? POLL_UP_MS : POLL_DOWN_MS)) read();
    }, 2_000);
    return () => {
      stopped = true;
      clearInterval(poll);
      clearTimeout(reconnect);
      socket?.close();
    };
  }, [path, load]);

  return { data, error, live, set: setData };
}
