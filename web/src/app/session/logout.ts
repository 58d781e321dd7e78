import { postAction } from '../../lib/http/lazy';
import { sessionActions, useSession } from '../../lib/session/sessionStore';

/**
 * Logout of §4: forget everything locally first, then tell the server. The server call carries the old token
 * explicitly and may fail (expired session, offline) without stopping the logout.
 */
export async function logout(): Promise<void> {
  const token = useSession.getState().token;
  sessionActions.clear();
  if (!token) return;
  try {
    await postAction('/sys/logout', {}, { headers: { 'X-Access-Token': token }, skipErrorHandler: true });
  } catch {
    // Already signed out locally; nothing else to do.
  }
}
