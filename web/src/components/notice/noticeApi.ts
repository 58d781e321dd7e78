import type { Announcement, ListByUserResult } from '@meiyun/shared';
import { getAction, putAction } from '../../lib/http';

export async function fetchMyNotices(): Promise<ListByUserResult> {
  // Polling failures stop the poll silently (§4), so no error notification here.
  const env = await getAction<ListByUserResult>('/sys/annountCement/listByUser', undefined, { skipErrorHandler: true });
  if (!env.success) throw new Error(env.message);
  return env.result;
}

export function markNoticeRead(anntId: string) {
  return putAction('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId });
}

export function markAllNoticesRead() {
  return putAction('/sys/sysAnnouncementSend/readAll', {});
}

export async function fetchNotice(id: string): Promise<Announcement | null> {
  const env = await getAction<Announcement>('/sys/annountCement/queryById', { id });
  return env.success ? env.result : null;
}
