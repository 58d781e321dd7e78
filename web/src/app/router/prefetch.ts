import type { ScreenKey } from '@meiyun/shared';
import { loadHttp } from '../../lib/http/lazy';
import { prefetchScreen } from './screenRegistry';

/** The home screen's component (HOME_PATH, /dashboard/analysis), as the menu names it. */
const HOME_SCREEN: ScreenKey = 'dashboard/analysis/Analysis';

/** Runs `task` when the browser has nothing else to do (or soon, where requestIdleCallback is missing: Safari). */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * What signing in will need next: the HTTP client, the shell and the home screen. Asked for once the login form is
 * showing and the browser is idle, so they arrive while the user types instead of after the click. The dashboard's
 * chart is left out: it loads after the dashboard's figures paint (AnalysisPage).
 */
export function prefetchAfterLogin(): void {
  void loadHttp().catch(() => undefined);
  void import('../layouts/MainLayout').catch(() => undefined);
  prefetchScreen(HOME_SCREEN);
}

/**
 * Runs `task` at the user's first deliberate action on the page (a press, a key, a touch, a focus), or once the
 * browser is idle `ms` after the call, whichever comes first. For parts of the shell that are not needed to paint it.
 */
export function onFirstInteraction(task: () => void, ms = 3000): () => void {
  const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  let cancelIdle = () => {};
  const stop = () => {
    clearTimeout(timer);
    cancelIdle();
    for (const e of events) window.removeEventListener(e, run, true);
  };
  const run = () => {
    stop();
    task();
  };
  const timer = setTimeout(() => (cancelIdle = whenIdle(run)), ms);
  for (const e of events) window.addEventListener(e, run, { capture: true, passive: true });
  return stop;
}
