import pg from 'pg';
import type { DataSourceKind } from '@meiyun/shared';

export interface ConnectionTarget {
  kind: DataSourceKind;
  /** The address already checked by outsideAddress: never a name, so nothing is looked up again. */
  address: string;
  port: number;
  databaseName: string;
  userName: string;
  password: string;
}

export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Why a connection failed, for the server log only (never for the client): the error code and the driver's
 * message, which names no password.
 */
export function failureReason(err: unknown): string {
  const e = err as { code?: string; message?: string } | undefined;
  const text = [e?.code, e?.message].filter(Boolean).join(' ');
  return (text || String(err)).slice(0, 300);
}

/**
 * Opens one connection with the given fields (never a URL) to the checked address, runs `select 1` and closes
 * it; 5 s for the connection and 5 s for the query. No TLS is asked for (pg's default), so no server name is
 * needed; were TLS added, its `servername` must be the host name as typed, not the address.
 */
export async function tryConnect(t: ConnectionTarget): Promise<{ ok: true } | { ok: false; reason: string }> {
  const client = new pg.Client({
    host: t.address,
    port: t.port,
    database: t.databaseName,
    user: t.userName,
    password: t.password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: CONNECT_TIMEOUT_MS,
    application_name: 'meiyun-connection-test',
  });
  // A connection error after connect() settles would otherwise be an unhandled 'error' event.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (err) {
    return { ok: false, reason: failureReason(err) };
  } finally {
    await client.end().catch(() => {});
  }
}
