import type { Envelope } from '@meiyun/shared';
import { API_BASE } from './client';

/**
 * A call from a public page (a yard's big screen, a driver's phone, a scanned coal bill): no session, no sign-in
 * redirect, no tenant header — plain fetch, the envelope read as it is, so the page shows a refusal's Chinese text
 * itself.
 */
export async function publicCall<T>(path: string, init?: { method: 'POST'; body: unknown }): Promise<Envelope<T>> {
  const res = await fetch(`${API_BASE}${path}`, {
    method: init?.method ?? 'GET',
    headers: init ? { 'content-type': 'application/json' } : undefined,
    body: init ? JSON.stringify(init.body) : undefined,
    cache: 'no-store',
  });
  const env = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (env && typeof env.success === 'boolean') return env;
  throw new Error(`HTTP ${res.status}`);
}
