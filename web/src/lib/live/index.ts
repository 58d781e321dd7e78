export { useEntityChanges, liveEntityChanges } from './useEntityChanges';
export { useLiveList } from './useLiveList';
export { useNotices } from './useNotices';
export { LIVE_COALESCE_MS, type ChangeBatch } from './entityChangeFeed';
export type { NoticeSocketMessage } from './noticeSocket';
