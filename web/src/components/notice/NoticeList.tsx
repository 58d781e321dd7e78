import { SoundOutlined } from '@ant-design/icons';
import type { Announcement } from '@meiyun/shared';
import { Empty, List, Tag } from 'antd';

const priorityTag: Record<string, { color: string; text: string }> = {
  L: { color: 'blue', text: '一般' },
  M: { color: 'orange', text: '重要' },
  H: { color: 'red', text: '紧急' },
};

/** The bell's list of unread notices (antd List, Tag, Empty), loaded when the bell is first opened. */
export function NoticeList({ items, onOpen }: { items: Announcement[]; onOpen(a: Announcement): void }) {
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
