import { HEADER_AUTO_HIDE_SCROLL } from '@meiyun/shared';
import { useEffect, useState } from 'react';

/** Hidden after scrolling down past 100 px, shown again on any scroll up (§9). */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    let ticking = false;
    const onScroll = () => {
      if (ticking) return;
      ticking = true;
      requestAnimationFrame(() => {
        const y = window.scrollY;
        if (y > HEADER_AUTO_HIDE_SCROLL && y > last) setHidden(true);
        else if (y < last) setHidden(false);
        last = y;
        ticking = false;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
