import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import type { Announcement } from '@meiyun/shared';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AnnouncementBody } from './AnnouncementBody';

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
        <AnnouncementBody titile={notice.titile} sender={notice.sender} sendTime={notice.sendTime} msgContent={notice.msgContent} />
      )}
    </Modal>
  );
}
