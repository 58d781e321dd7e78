import { message as staticMessage, Modal as StaticModal, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';

/**
 * Message, notification and modal callable from plain modules (the HTTP client, the session).
 * The antd App bridge swaps in context-aware instances so they follow the theme colour;
 * the static ones serve until it mounts.
 */
interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: Pick<ModalHookAPI, 'confirm' | 'info' | 'warning' | 'error' | 'success'>;
}

const current: Feedback = {
  message: staticMessage as unknown as MessageInstance,
  notification: staticNotification as unknown as NotificationInstance,
  modal: StaticModal as unknown as Feedback['modal'],
};

export function bindFeedback(next: Feedback): void {
  Object.assign(current, next);
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
