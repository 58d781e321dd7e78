import { BellOutlined } from '@ant-design/icons';
import { NOTICE_POLL_MS, type Announcement, type PasswordChangeReason } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotices } from '../../lib/live';
import { lazyUntilShown } from '../lazyUntilShown';
import { fetchMyNotices, markAllNoticesRead, markNoticeRead } from './noticeApi';

export const NOTICES_KEY = ['notices', 'mine'];
/** The static 'my announcements' route of §2.1. */
export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';

// The count badge loads once there is something to count.
const Badge = lazy(() => import('antd/es/badge'));
// The bell's popover and its list load when the bell is first clicked; until then it is a plain button.
const Popover = lazy(() => import('antd/es/popover'));
// Rendered only once the bell is opened: the list's code waits until then.
const NoticeList = lazy(() => import('./NoticeList').then((m) => ({ default: m.NoticeList })));

// Shown after a click or a forced password change only: the announcement reader (DOMPurify) and the password rules
// (zod) load then, not with the shell.
const AnnouncementModal = lazyUntilShown(
  () => import('./AnnouncementModal').then((m) => ({ default: m.AnnouncementModal })),
  (p) => p.notice !== null,
);
const SetPasswordModal = lazyUntilShown(
  () => import('../password/SetPasswordModal').then((m) => ({ default: m.SetPasswordModal })),
  (p) => p.open,
);

/**
 * Header bell (§2.5, §4): reloads when the notification socket says an announcement reached this user, and polls
 * every 6 s as a fallback (stopping silently on failure); opening an item marks it read.
 */
export function NoticeBell() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [detail, setDetail] = useState<Announcement | null>(null);
  const [forcePassword, setForcePassword] = useState(false);
  // Kept after the dialog is done, so its sentence does not change while it closes.
  const [passwordReason, setPasswordReason] = useState<PasswordChangeReason>('weak');
  const { data } = useQuery({
    queryKey: NOTICES_KEY,
    queryFn: fetchMyNotices,
    refetchInterval: (query) => (query.state.status === 'error' ? false : NOTICE_POLL_MS),
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

  useEffect(() => {
    if (!data?.updPwd) return;
    // A server answering only updPwd (as JeecgBoot does) keeps the weak-password wording.
    setPasswordReason(data.updPwdReason ?? 'weak');
    setForcePassword(true);
  }, [data?.updPwd, data?.updPwdReason]);

  const reload = () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY });

  // A failed poll stopped the polling; a pushed notice starts it again with a fresh load.
  useNotices(() => void queryClient.invalidateQueries({ queryKey: NOTICES_KEY }));
  const total = (data?.anntMsgTotal ?? 0) + (data?.sysMsgTotal ?? 0);

  async function openNotice(a: Announcement) {
    setOpen(false);
    setDetail(a);
    await markNoticeRead(a.id).catch(() => undefined);
    await reload();
  }

  async function readAll() {
    await markAllNoticesRead().catch(() => undefined);
    await reload();
  }

  const listOf = (items: Announcement[]) => (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
      <NoticeList items={items} onOpen={openNotice} />
    </Suspense>
  );

  const content = (
    <div className="notice-popover" data-testid="notice-popover">
      <Tabs
        size="small"
        centered
        items={[
          { key: 'annt', label: `通知(${data?.anntMsgTotal ?? 0})`, children: listOf(data?.anntMsgList ?? []) },
          { key: 'sys', label: `系统消息(${data?.sysMsgTotal ?? 0})`, children: listOf(data?.sysMsgList ?? []) },
        ]}
      />
      <div className="notice-actions">
        <Button type="link" size="small" onClick={readAll} disabled={total === 0} data-testid="notice-read-all">
          全部已读
        </Button>
        <Button
          type="link"
          size="small"
          data-testid="notice-more"
          onClick={() => {
            setOpen(false);
            navigate(MY_ANNOUNCEMENTS_PATH);
          }}
        >
          查看更多
        </Button>
      </div>
    </div>
  );

  const bellIcon = <BellOutlined style={{ fontSize: 16 }} />;
  const bell = (
    <button
      type="button"
      className="header-action"
      aria-label="消息通知"
      data-testid="notice-bell"
      data-unread={total}
      data-loaded={data ? 1 : 0}
      onClick={
        opened
          ? undefined
          : () => {
              setOpened(true);
              setOpen(true);
            }
      }
    >
      {total > 0 ? (
        <Suspense fallback={bellIcon}>
          <Badge count={total} size="small" overflowCount={99}>
            {bellIcon}
          </Badge>
        </Suspense>
      ) : (
        bellIcon
      )}
    </button>
  );

  return (
    <>
      {opened ? (
        <Suspense fallback={bell}>
          <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false} rootClassName="notice-popover-overlay">
            {bell}
          </Popover>
        </Suspense>
      ) : (
        bell
      )}
      <AnnouncementModal notice={detail} onClose={() => setDetail(null)} />
      <SetPasswordModal
        open={forcePassword}
        reason={passwordReason}
        onDone={() => {
          setForcePassword(false);
          void reload();
        }}
      />
    </>
  );
}
