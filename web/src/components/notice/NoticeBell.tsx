import { BellOutlined, SoundOutlined } from '@ant-design/icons';
import { NOTICE_POLL_MS, type Announcement, type PasswordChangeReason } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, List, Popover, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/sessionStore';
import { API_BASE } from '../../lib/http';
import { SetPasswordModal } from '../password/SetPasswordModal';
import { AnnouncementModal } from './AnnouncementModal';
import { fetchMyNotices, markAllNoticesRead, markNoticeRead } from './noticeApi';
import { connectNoticeSocket, noticeSocketUrl } from './noticeSocket';

export const NOTICES_KEY = ['notices', 'mine'];
/** The static 'my announcements' route of §2.1. */
export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';

const priorityTag: Record<string, { color: string; text: string }> = {
  L: { color: 'blue', text: '一般' },
  M: { color: 'orange', text: '重要' },
  H: { color: 'red', text: '紧急' },
};

function NoticeList({ items, onOpen }: { items: Announcement[]; onOpen(a: Announcement): void }) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />;
  return (
    <List
      size="small"
      className="notice-list"
      dataSource={items}
      renderItem={(a) => (
        <List.Item className="notice-item" onClick={() => onOpen(a)} data-notice-id={a.id}>
          <List.Item.Meta
            avatar={<SoundOutlined style={{ color: 'var(--ant-color-primary)' }} />}
            title={
              <span>
                {a.titile} {priorityTag[a.priority] && <Tag color={priorityTag[a.priority].color}>{priorityTag[a.priority].text}</Tag>}
              </span>
            }
            description={`${a.sender ?? ''} · ${a.sendTime ?? ''}`}
          />
        </List.Item>
      )}
    />
  );
}

/**
 * Header bell (§2.5, §4): reloads when the notification socket says an announcement reached this user, and polls
 * every 6 s as a fallback (stopping silently on failure); opening an item marks it read.
 */
export function NoticeBell() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useSession((s) => s.userInfo?.id);
  const token = useSession((s) => s.token);
  const [open, setOpen] = useState(false);
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

  useEffect(() => {
    if (!userId || !token) return;
    const conn = connectNoticeSocket({
      url: noticeSocketUrl(API_BASE, userId),
      token,
      // A failed poll stopped the polling; a pushed notice starts it again with a fresh load.
      onNotice: () => void queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
    });
    return () => conn.stop();
  }, [userId, token, queryClient]);
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

  const content = (
    <div className="notice-popover" data-testid="notice-popover">
      <Tabs
        size="small"
        centered
        items={[
          { key: 'annt', label: `通知(${data?.anntMsgTotal ?? 0})`, children: <NoticeList items={data?.anntMsgList ?? []} onOpen={openNotice} /> },
          { key: 'sys', label: `系统消息(${data?.sysMsgTotal ?? 0})`, children: <NoticeList items={data?.sysMsgList ?? []} onOpen={openNotice} /> },
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

  return (
    <>
      <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false} rootClassName="notice-popover-overlay">
        <button type="button" className="header-action" aria-label="消息通知" data-testid="notice-bell" data-unread={total} data-loaded={data ? 1 : 0}>
          <Badge count={total} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </button>
      </Popover>
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
