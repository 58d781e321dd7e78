import { useEffect, useRef, type RefObject } from 'react';

/** Keys that act even while the plate filter has the focus (a clerk types a plate, then captures). */
const FROM_ANY_FIELD = new Set(['F2', 'F3', 'F4', 'F8', 'ArrowUp', 'ArrowDown', 'Escape']);

/**
 * The station's keys (shown on screen): heard only while the screen is the one shown (a workspace tab kept alive in
 * the background stays deaf) and no dialog is open over it. In another text field (the manual weight) only the
 * function keys act, so typing there is never taken for a command.
 */
export function useStationKeys(root: RefObject<HTMLElement | null>, filterField: RefObject<HTMLElement | null>, keys: Record<string, () => void>) {
  const current = useRef(keys);
  current.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const run = current.current[e.key];
      if (!run || !root.current || root.current.offsetParent === null) return;
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')) return;
      const target = e.target as HTMLElement | null;
      const typing = !!target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);
      const inFilter = !!target && !!filterField.current?.contains(target);
      if (typing && !(inFilter && FROM_ANY_FIELD.has(e.key)) && !e.key.startsWith('F')) return;
      e.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [root, filterField]);
}
