import { expect } from 'vitest';
import { server } from './session';

/** What every endpoint answers. */
export interface Envelope {
  success: boolean;
  message: string;
  result: any;
}

/** Calls this file's server as the web app does, for set-up and checks made beside the screens. */
export async function api(method: string, path: string, token?: string, body?: unknown): Promise<Envelope> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

/** A token for calls made as `username`; a refused login fails the test with the server's message. */
export async function login(username: string, password: string): Promise<string> {
  const r = await api('POST', '/sys/login', undefined, { username, password });
  if (!r.success) throw new Error(r.message);
  return r.result.token as string;
}

/** The result of a call that must succeed; a refusal fails the test with the server's message. */
export async function ok(call: Promise<Envelope>): Promise<any> {
  const r = await call;
  expect(r.success, r.message).toBe(true);
  return r.result;
}
