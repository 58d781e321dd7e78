import { App } from 'antd';
import { useMemo } from 'react';
import { createClickGuard, TOO_FAST_MESSAGE } from './clickGuard';

/**
 * Wraps handlers of buttons that call the server: a click within 300 ms of the last accepted one warns
 * 你点击的太快了，请慢点点击! and does nothing (§5). One guard per list page, shared by its buttons.
 */
export function useClickGuard() {
  const { message } = App.useApp();
  return useMemo(() => {
    const allow = createClickGuard();
    return <A extends unknown[]>(handler: (...args: A) => unknown) =>
      (...args: A) => {
        if (!allow()) {
          void message.warning(TOO_FAST_MESSAGE);
          return;
        }
        void handler(...args);
      };
  }, [message]);
}

export type ClickGuard = ReturnType<typeof useClickGuard>;
