import { Descriptions } from 'antd';
import { SafeHtml } from '../richText/SafeHtml';

export interface AnnouncementBodyProps {
  titile: string;
  sender?: string | null;
  sendTime?: string | null;
  msgContent?: string | null;
}

/** The body of the announcement dialog (§2.5): title, sender, send time and the sanitised HTML. */
export function AnnouncementBody({ titile, sender, sendTime, msgContent }: AnnouncementBodyProps) {
  return (
    <article className="announcement-body">
      <h3>{titile}</h3>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="发布人">{sender || '—'}</Descriptions.Item>
        <Descriptions.Item label="发布时间">{sendTime || '未发布'}</Descriptions.Item>
      </Descriptions>
      {/* HTML written in the announcement editor; sanitised again here whatever the server did. */}
      <SafeHtml className="announcement-content" html={msgContent ?? ''} />
    </article>
  );
}
