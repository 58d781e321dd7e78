import { useEffect, useRef } from 'react';
import type { NoticeSocketMessage } from './noticeSocket';
import { tabSocket } from './tabSocket';

/** Calls `onNotice` when an announcement reaches the signed-in user, through the tab's one socket. */
export function useNotices(onNotice: (message: NoticeSocketMessage) => void) {
  const latest = useRef(onNotice);
  latest.current = onNotice;
  useEffect(() => tabSocket.listen({ onNotice: (m) => latest.current(m) }), []);
}
