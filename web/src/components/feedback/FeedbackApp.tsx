import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { FeedbackBridge } from './FeedbackBridge';

/**
 * antd's App (App.useApp's themed message/notification/modal, and its base text style) with the bridge for plain
 * modules. It wraps the shell and the pages outside it that use App.useApp, not the root: the login form does not
 * need it, and it brings antd's Modal and notification code.
 */
export function FeedbackApp({ children }: { children: ReactNode }) {
  return (
    <AntApp>
      <FeedbackBridge />
      {children}
    </AntApp>
  );
}
