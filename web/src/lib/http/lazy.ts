import type * as Actions from './actions';

/**
 * The request helpers for code that runs on the first screen (session, sign-in, logout): the client (axios, the
 * X-Sign signer, the error notices) is fetched on the first call instead of with the page, so the login form shows
 * before it arrives. The login page prefetches it while the user types.
 */
export const loadHttp = () => import('./index');

export async function postAction<T = unknown>(...args: Parameters<typeof Actions.postAction>) {
  return (await loadHttp()).postAction<T>(...args);
}

export async function getAction<T = unknown>(...args: Parameters<typeof Actions.getAction>) {
  return (await loadHttp()).getAction<T>(...args);
}
