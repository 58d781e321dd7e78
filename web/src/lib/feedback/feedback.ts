import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';

/**
 * Message, notification and modal callable from plain modules (the HTTP client, the session).
 * The antd App of the shell (FeedbackApp) swaps in context-aware instances so they follow the theme colour;
 * outside it (the login page) antd's static ones serve. Those are fetched on first use: the login form does not
 * load antd's Modal, notification and message code before anything has gone wrong.
 */
interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: Pick<ModalHookAPI, 'confirm' | 'info' | 'warning' | 'error' | 'success'>;
}

/**
 * A stand-in whose calls run once the static API has loaded. The handles the static methods return (a message's
 * close function, a dialog's update/destroy) are not available this way; callers outside the shell ignore them.
 */
function deferred<T extends object>(load: () => Promise<T>): T {
  return new Proxy({} as T, {
    get: (_, key) =>
      (...args: unknown[]) => {
        void load().then((api) => (api[key as keyof T] as (...a: unknown[]) => unknown)(...args));
      },
  });
}

const statics: Feedback = {
  message: deferred(() => import('antd/es/message').then((m) => m.default as unknown as MessageInstance)),
  notification: deferred(() => import('antd/es/notification').then((m) => m.default as unknown as NotificationInstance)),
  modal: deferred(() => import('antd/es/modal').then((m) => m.default as unknown as Feedback['modal'])),
};

let current: Feedback = statics;

/** Binds the instances of a mounted antd App; the returned function restores what was bound before. */
export function bindFeedback(next: Feedback): () => void {
  const previous = current;
  current = next;
  return () => {
    if (current === next) current = previous;
  };
}

export const feedback = {
  get message() {
    return current.message;
  },
  get notification() {
    return current.notification;
  },
  get modal() {
    return current.modal;
  },
};
