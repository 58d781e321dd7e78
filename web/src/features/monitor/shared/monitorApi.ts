import type { DiskSnapshot, HttpInfo, RedisInfo, RuntimeSnapshot, TraceEntry } from '@meiyun/shared';
import { getAction, resultOf } from '../../../lib/http';

export type { HttpInfo, RedisInfo, TraceEntry };
export type DiskInfo = DiskSnapshot;
export type RuntimeInfo = RuntimeSnapshot;


const get = async <T>(url: string) => resultOf(await getAction<T>(url));

export const fetchDisk = () => get<DiskInfo>('/monitor/disk');
export const fetchRuntime = () => get<RuntimeInfo>('/monitor/runtime');
export const fetchHttp = () => get<HttpInfo>('/monitor/http');
export const fetchRedis = () => get<RedisInfo>('/monitor/redis');
export const fetchTrace = () => get<TraceEntry[]>('/monitor/trace');

/** One code the development SMS sender kept (GET /sys/sms/outbox). */
export interface SmsOutboxEntry {
  phone: string;
  purpose: string;
  purposeText: string;
  /** The verification code; empty for a notice (消息模板), whose words are in `text`. */
  code: string;
  text?: string;
  sentAt: string;
}
export const fetchSmsOutbox = () => get<{ devSms: boolean; records: SmsOutboxEntry[] }>('/sys/sms/outbox');
