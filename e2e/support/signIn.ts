import type { Locator, Page } from 'playwright-core';
import { server } from './session';

/** Fills the login form already showing and submits it; where that leads is the caller's to check. */
export async function submitLogin(p: Page, username: string, password: string): Promise<void> {
  await p.getByPlaceholder(/用户名/).fill(username);
  await p.getByPlaceholder(/密码/).fill(password);
  await p.getByTestId('login-submit').click();
}

export async function signIn(p: Page, username: string, password: string): Promise<void> {
  await p.goto(`${server.url}/user/login`);
  await submitLogin(p, username, password);
}

/** For a password the server keeps: nothing is asked on the way to the home screen. */
export async function signInToDashboard(p: Page, username: string, password: string): Promise<void> {
  await signIn(p, username, password);
  await p.waitForURL(/\/dashboard\/analysis/, { timeout: 20000 });
}

/** Shown after signing in with a weak password or one an administrator set; it cannot be dismissed. */
export const setPasswordDialog = (p: Page): Locator => p.locator('.ant-modal', { hasText: '确认密码' }).first();

/** Types `password` as the new password and its confirmation, then submits the dialog. */
export async function submitNewPassword(dialog: Locator, password: string): Promise<void> {
  const inputs = dialog.locator('input[type="password"]');
  await inputs.nth(0).fill(password);
  await inputs.nth(1).fill(password);
  await dialog.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
}

/** Answers the forced set-password dialog after a sign-in that is already submitted. */
export async function setNewPassword(p: Page, password: string): Promise<void> {
  const dialog = setPasswordDialog(p);
  await dialog.waitFor({ timeout: 20000 });
  await submitNewPassword(dialog, password);
  await dialog.waitFor({ state: 'hidden', timeout: 10000 });
}

/** Signs in with a password the server will not keep (admin / 123456 on a first start, or one an administrator set) and replaces it. */
export async function signInWithNewPassword(p: Page, username: string, password: string, newPassword: string): Promise<void> {
  await signIn(p, username, password);
  await setNewPassword(p, newPassword);
}
