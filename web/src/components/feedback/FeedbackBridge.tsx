import { App } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from '../../lib/feedback/feedback';

/** Hands the themed message/notification/modal of antd's App to non-React modules while the App is mounted. */
export function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  useEffect(() => bindFeedback({ message, notification, modal }), [message, notification, modal]);
  return null;
}
