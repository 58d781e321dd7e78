import { TOO_FAST_CLICK_MS } from '@meiyun/shared';

/**
 * The too-fast-click guard of §5: a second click on a button that calls the server within 300 ms of the last
 * one is refused (the caller warns 你点击的太快了，请慢点点击!). One guard serves all such buttons of a page.
 */
export const TOO_FAST_MESSAGE = '你点击的太快了，请慢点点击!';

export function createClickGuard(thresholdMs: number = TOO_FAST_CLICK_MS, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return function allow(): boolean {
    const t = now();
    if (t - last < thresholdMs) return false;
    last = t;
    return true;
  };
}
