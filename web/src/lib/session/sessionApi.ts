import type { CurrentDepartsResult, Envelope, LoginRequest, LoginResult, PermissionResult, UserInfo } from '@meiyun/shared';
import { getAction, postAction } from '../http/lazy';
import { sessionActions } from './sessionStore';

export function login(body: LoginRequest): Promise<Envelope<LoginResult | { needCaptcha?: boolean } | null>> {
  return postAction('/sys/login', body);
}

export async function captchaImage(checkKey: string): Promise<string | null> {
  const env = await getAction<string>(`/sys/randomImage/${encodeURIComponent(checkKey)}`, undefined, { skipErrorHandler: true });
  return env.success ? env.result : null;
}

/** Fetches the permission list and the X-Sign secret (§2.2); throws when either is refused. */
export async function loadPermissions(): Promise<void> {
  const perm = await getAction<PermissionResult>('/sys/permission/getUserPermissionByToken');
  if (!perm.success || !Array.isArray(perm.result?.menu)) {
    throw new Error(perm.message || 'getPermissionList: permissions must be a non-null array !');
  }
  const sign = await getAction<string>('/sys/signKey').catch(() => null);
  sessionActions.setPermissions(perm.result, sign?.success ? sign.result : null);
}

export function currentDeparts() {
  return getAction<CurrentDepartsResult>('/sys/user/getCurrentUserDeparts');
}

export function selectDepart(orgCode: string, username: string) {
  return postAction<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username });
}
