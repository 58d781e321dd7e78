import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import type { Announcement } from '@meiyun/shared';
import { Button, Descriptions, Modal, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SafeHtml } from '../richText/SafeHtml';

/** Announcement detail (§2.5): sender, send time, HTML body; 60% wide or full screen. */
export function AnnouncementModal({ notice, onClose }: { notice: Announcement | null; onClose(): void }) {
  const [fullscreen, setFullscreen] = useState(false);
  const navigate = useNavigate();
  const canHandle = notice?.openType === 'url' && Boolean(notice.openPage);

  return (
    <Modal
      open={notice !== null}
      width={fullscreen ? '100%' : '60%'}
      className={fullscreen ? 'modal-fullscreen' : undefined}
      onCancel={onClose}
      destroyOnHidden
      data-testid="announcement-modal"
      title={
        <div className="announcement-title">
          <span>通知消息</span>
          <Button
            type="text"
            size="small"
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={() => setFullscreen((f) => !f)}
            aria-label={fullscreen ? '退出全屏' : '全屏'}
          />
        </div>
      }
      footer={
        <Space>
          {canHandle && (
            <Button
              type="primary"
              onClick={() => {
                navigate(notice!.openPage!);
                onClose();
              }}
            >
              去处理
            </Button>
          )}
          <Button onClick={onClose}>关闭</Button>
        </Space>
      }
    >
      {notice && (
        <article className="announcement-body">
          <h3>{notice.titile}</h3>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label="发布人">{notice.sender}</Descriptions.Item>
            <Descriptions.Item label="发布时间">{notice.sendTime}</Descriptions.Item>
          </Descriptions>
          {/* HTML written in the announcement editor; sanitised again here whatever the server did. */}
          <SafeHtml className="announcement-content" html={notice.msgContent ?? ''} />
        </article>
      )}
    </Modal>
  );
}
