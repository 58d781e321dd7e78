import type { Announcement, ListByUserResult, Page } from '@meiyun/shared';
import { getAction, putAction, resultOf } from '../../lib/http';

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

export interface MyAnnouncementQuery {
  pageNo: number;
  pageSize: number;
  titile?: string;
  /** '0' unread, '1' read, '' both. */
  readFlag?: '' | '0' | '1';
}

/** The signed-in user's announcements, read and unread (my announcements page). */
export const fetchMyAnnouncements = async (q: MyAnnouncementQuery) =>
  resultOf(await getAction<Page<Announcement>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', { ...q }));
