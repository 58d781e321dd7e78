import { MOBILE_MAX_WIDTH, SMALL_MAX_WIDTH } from '@meiyun/shared';
import { useSyncExternalStore } from 'react';

export type Device = 'desktop' | 'mobile';

const mobileQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
const smallQuery = `(max-width: ${SMALL_MAX_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const lists = [window.matchMedia(mobileQuery), window.matchMedia(smallQuery)];
  lists.forEach((l) => l.addEventListener('change', onChange));
  return () => lists.forEach((l) => l.removeEventListener('change', onChange));
}

/** Breakpoints of §4: ≤1087.99 px is a mobile device; 767.99 px is registered as a second, smaller step. */
export function useDevice(): { device: Device; small: boolean } {
  const mobile = useSyncExternalStore(subscribe, () => window.matchMedia(mobileQuery).matches);
  const small = useSyncExternalStore(subscribe, () => window.matchMedia(smallQuery).matches);
  return { device: mobile ? 'mobile' : 'desktop', small };
}
