import type { Announcement } from '@meiyun/shared';
import { DEFAULT_PAGE_SIZE } from '@meiyun/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { AnnouncementModal } from '../../../components/notice/AnnouncementModal';
import { NOTICES_KEY } from '../../../components/notice/NoticeBell';
import { fetchMyAnnouncements, markNoticeRead, type MyAnnouncementQuery } from '../../../components/notice/noticeApi';
import { errorText } from '../../../lib/http';
import { KeywordStatusQuery } from '../../../components/entity/query/KeywordStatusQuery';
import { listPagination } from '../../../components/entity/list/pagination';

const priority: Record<string, { color: string; text: string }> = {
  L: { color: 'blue', text: '一般' },
  M: { color: 'orange', text: '重要' },
  H: { color: 'red', text: '紧急' },
};

/** My announcements (§2.1, opened from the bell): every announcement that reached me, read or not. */
export default function UserAnnouncementPage() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<MyAnnouncementQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, titile: '', readFlag: '' });
  const [detail, setDetail] = useState<Announcement | null>(null);
  const list = useQuery({ queryKey: ['notices', 'myAnnouncements', query], queryFn: () => fetchMyAnnouncements(query), placeholderData: keepPreviousData });

  async function open(a: Announcement) {
    setDetail(a);
    if (a.readFlag === '1') return;
    await markNoticeRead(a.id).catch(() => undefined);
    await Promise.all([list.refetch(), queryClient.invalidateQueries({ queryKey: NOTICES_KEY })]);
  }

  const columns: TableColumnsType<Announcement> = [
    {
      title: '标题',
      dataIndex: 'titile',
      key: 'titile',
      width: 280,
      ellipsis: true,
      render: (t: string, a) => (
        <Button type="link" className="table-link" onClick={() => void open(a)}>
          {t}
        </Button>
      ),
    },
    { title: '消息类型', dataIndex: 'msgCategory', key: 'msgCategory', width: 100, render: (c: string) => (c === '2' ? '系统消息' : '通知公告') },
    { title: '优先级', dataIndex: 'priority', key: 'priority', width: 90, render: (p: string) => priority[p] && <Tag color={priority[p].color}>{priority[p].text}</Tag> },
    { title: '发布人', dataIndex: 'sender', key: 'sender', width: 120, ellipsis: true },
    { title: '发布时间', dataIndex: 'sendTime', key: 'sendTime', width: 170 },
    {
      title: '阅读状态',
      dataIndex: 'readFlag',
      key: 'readFlag',
      width: 100,
      render: (f: string) => (f === '1' ? <Badge status="default" text="已读" /> : <Badge status="processing" text="未读" />),
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_, a) => (
        <Button type="link" size="small" onClick={() => void open(a)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <div className="page" data-testid="user-announcement-page">
      <Card variant="borderless">
        <KeywordStatusQuery
          name="myAnnouncementQuery"
          keywordLabel="标题"
          keywordMaxLength={100}
          statusLabel="阅读状态"
          statuses={[
            { value: '0', label: '未读' },
            { value: '1', label: '已读' },
          ]}
          onSearch={(v) => setQuery((q) => ({ ...q, pageNo: 1, titile: v.keyword, readFlag: v.status }))}
        />
        {list.error && <Alert type="error" showIcon title={errorText(list.error)} className="page-alert" />}
        <Table<Announcement>
          rowKey={(a) => a.msgId ?? a.id}
          size="middle"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching}
          scroll={{ x: 1000 }}
          rowClassName={(a) => (a.readFlag === '1' ? 'row-read' : 'row-unread')}
          pagination={listPagination(query, list.data?.total ?? 0, (paging) => setQuery((q) => ({ ...q, ...paging })))}
        />
      </Card>
      <AnnouncementModal notice={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
