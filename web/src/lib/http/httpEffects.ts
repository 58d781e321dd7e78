import { feedback } from '../feedback/feedback';

/**
 * What the client does to the page when a call fails (§8). Kept apart from the interceptors so tests can
 * count notifications, dialogs and reloads without a browser.
 */
export interface HttpEffects {
  notifyError(title: string, description: string): void;
  /** The login-expired dialog; `onOk` runs when the user asks to sign in again. */
  showExpiredDialog(dialog: { title: string; content: string; onOk(): Promise<void> }): void;
  reload(): void;
}

export const browserEffects: HttpEffects = {
  notifyError: (title, description) => feedback.notification.error({ message: title, description, duration: 4 }),
  showExpiredDialog: ({ title, content, onOk }) =>
    feedback.modal.error({ title, content, okText: '重新登录', mask: { closable: false }, keyboard: false, onOk }),
  reload: () => window.location.reload(),
};
