import { useEffect, useRef, type RefObject } from 'react';

/**
 * The queue screen's keys: F2 签到, F4 叫号. Heard only while the screen is the one shown (a workspace tab kept
 * alive in the background stays deaf) and no dialog is open over it.
 */
export function useQueueKeys(root: RefObject<HTMLElement | null>, keys: Record<string, () => void>) {
  const current = useRef(keys);
  current.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const run = current.current[e.key];
      if (!run || !root.current || root.current.offsetParent === null) return;
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')) return;
      e.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [root]);
}
