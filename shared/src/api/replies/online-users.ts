/** `GET /sys/online/list` (在线用户): a live session, named by a digest of its id, never by its id or token. */
export interface OnlineSession {
  id: string;
  userId: string;
  username: string;
  realname: string;
  ip: string | null;
  browser: string;
  loginTime: string | null;
  lastSeenTime: string | null;
}
