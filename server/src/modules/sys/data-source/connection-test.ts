import pg from 'pg';
import type { DataSourceKind } from '@meiyun/shared';

export interface ConnectionTarget {
  kind: DataSourceKind;
  host: string;
  port: number;
  databaseName: string;
  userName: string;
  password: string;
}

const CONNECT_TIMEOUT_MS = 5_000;

/** A short Chinese reason for a failed connection: never the driver's text, a stack or an address. */
export function failureReason(err: unknown): string {
  const e = err as { code?: string; message?: string };
  switch (e?.code) {
    case 'ECONNREFUSED':
      return '连接被拒绝，请检查主机和端口';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return '无法解析主机地址';
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return '连接超时，请检查网络和端口';
    case '28P01':
    case '28000':
      return '用户名或密码错误';
    case '3D000':
      return '数据库不存在';
    case '53300':
      return '数据库连接数已满';
    default:
      return /timeout/i.test(e?.message ?? '') ? '连接超时，请检查网络和端口' : '无法连接到数据库';
  }
}

/** Opens one connection with the given fields (never a URL), runs `select 1` and closes it. */
export async function tryConnect(t: ConnectionTarget): Promise<{ ok: true } | { ok: false; reason: string }> {
  const client = new pg.Client({
    host: t.host,
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
