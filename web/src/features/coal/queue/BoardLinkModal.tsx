import { Alert, App, Button, Descriptions, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { QueueBoardLinkInfo } from '@meiyun/shared';
import { absoluteLink } from '../pickupOrder/pickupApi';
import { queueApi } from './queueApi';

/**
 * 看板链接: the yard's big-screen link. Only its hash is kept, so a link is shown once, when made; making another
 * (更换链接) stops the old one and closes the screens showing it.
 */
export function BoardLinkModal({ yard, onClose }: { yard: { id: string; name: string } | null; onClose(): void }) {
  const { message, modal } = App.useApp();
  const [info, setInfo] = useState<QueueBoardLinkInfo | null>(null);
  const [link, setLink] = useState<string | null>(null);

  useEffect(() => {
    setInfo(null);
    setLink(null);
    if (!yard) return;
    void queueApi.boardLinkInfo(yard.id).then(
      (env) => {
        if (env.success) setInfo(env.result);
        else message.warning(env.message);
      },
      () => undefined,
    );
  }, [yard, message]);

  const issue = async () => {
    if (!yard) return;
    const env = await queueApi.issueBoardLink(yard.id).catch(() => null);
    if (!env) return;
    if (!env.success) return void message.warning(env.message);
    setLink(absoluteLink(env.result.link, window.location.origin));
    setInfo({ yardId: yard.id, issued: true, issuedTime: null, issuedBy: null });
    message.success(env.message);
  };
  const confirmIssue = () =>
    info?.issued && !link
      ? modal.confirm({ title: '更换看板链接', content: '更换后原链接立即失效，正在显示的大屏需要打开新链接。确定更换吗？', okText: '更换', cancelText: '取消', onOk: issue })
      : void issue();

  return (
    <Modal open={Boolean(yard)} title={`排队看板：${yard?.name ?? ''}`} onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} width={640}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          在货场大屏的浏览器中打开看板链接即可显示叫号和排队情况，无需登录。链接只在生成时显示一次，请妥善保存。
        </Typography.Paragraph>
        {info && (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="看板链接">{info.issued ? '已生成' : '未生成'}</Descriptions.Item>
            {info.issuedTime && <Descriptions.Item label="生成时间">{info.issuedTime}</Descriptions.Item>}
            {info.issuedBy && <Descriptions.Item label="生成人">{info.issuedBy}</Descriptions.Item>}
          </Descriptions>
        )}
        {link && (
          <>
            <Alert type="success" showIcon message="新看板链接（原链接已失效）" />
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={link} data-testid="board-link" onFocus={(e) => e.target.select()} />
              <Button onClick={() => void navigator.clipboard?.writeText(link).then(() => message.success('已复制'), () => undefined)}>复制</Button>
              <Button href={link} target="_blank" rel="noreferrer">
                打开
              </Button>
            </Space.Compact>
          </>
        )}
        <Button type="primary" onClick={confirmIssue} disabled={!info}>
          {info?.issued ? '更换链接' : '生成链接'}
        </Button>
      </Space>
    </Modal>
  );
}
