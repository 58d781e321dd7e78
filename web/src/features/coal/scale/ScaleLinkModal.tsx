import { scaleAgentCommand, STABLE_HOLD_MS_MAX, STABLE_HOLD_MS_MIN, type ScaleLinkInfo, type ScaleTokenIssued } from '@meiyun/shared';
import { Alert, App, Button, Descriptions, InputNumber, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDevice } from '../../../lib/device/useDevice';
import { scaleLinkApi } from './scaleLinkApi';

/** The server's address as the agent types it: the one this page came from. */
const serverAddress = () => window.location.origin;

/**
 * 接入令牌 of a scale: whether its agent is online and when it was last seen, the hold before a capture, and the
 * token — generated or replaced here, shown this once with the agent's command line to copy. Replacing it cuts the
 * running agent off at once.
 */
export function ScaleLinkModal({ scale, onClose }: { scale: { id: string; code?: unknown; name?: unknown } | null; onClose(): void }) {
  const { message } = App.useApp();
  const { small } = useDevice();
  const [info, setInfo] = useState<ScaleLinkInfo | null>(null);
  const [issued, setIssued] = useState<ScaleTokenIssued | null>(null);
  const [hold, setHold] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setInfo(null);
    setIssued(null);
    if (!scale) return;
    let live = true;
    void scaleLinkApi.info(scale.id).then((env) => {
      if (!live) return;
      if (env.success) {
        setInfo(env.result);
        setHold(env.result.holdMs);
      } else message.warning(env.message);
    });
    return () => {
      live = false;
    };
  }, [scale, message]);

  const rotate = async () => {
    if (!scale) return;
    setBusy(true);
    const env = await scaleLinkApi.rotate(scale.id).finally(() => setBusy(false));
    if (!env.success) return void message.warning(env.message);
    setIssued(env.result);
    setInfo(env.result);
    message.success(env.message);
  };

  const saveHold = async () => {
    if (!scale || hold === null) return;
    const env = await scaleLinkApi.hold(scale.id, hold);
    if (!env.success) return void message.warning(env.message);
    setInfo(env.result);
    message.success(env.message);
  };

  const command = issued && scaleAgentCommand(serverAddress(), issued.code, issued.token, issued.divisionKg, issued.holdMs);

  return (
    <Modal
      open={scale !== null}
      title={`接入令牌：${String(scale?.code ?? '')} ${String(scale?.name ?? '')}`}
      onCancel={onClose}
      width={small ? '100%' : 760}
      destroyOnHidden
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      {info && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Descriptions size="small" column={small ? 1 : 2} bordered>
            <Descriptions.Item label="采集程序">{info.online ? <Tag color="success">在线</Tag> : <Tag>离线</Tag>}</Descriptions.Item>
            <Descriptions.Item label="最后连接">{info.lastSeenAt ?? '从未连接'}</Descriptions.Item>
            <Descriptions.Item label="接入令牌">{info.hasToken ? `已生成（${info.tokenIssuedAt ?? ''} ${info.tokenIssuedBy ?? ''}）` : '未生成'}</Descriptions.Item>
            <Descriptions.Item label="分度值">{info.divisionKg} kg</Descriptions.Item>
            <Descriptions.Item label="稳定判定时长" span={small ? 1 : 2}>
              <Space wrap>
                <InputNumber aria-label="稳定判定时长" min={STABLE_HOLD_MS_MIN} max={STABLE_HOLD_MS_MAX} step={500} value={hold} onChange={(v) => setHold(v)} addonAfter="毫秒" />
                <Button onClick={saveHold} disabled={hold === info.holdMs}>
                  保存
                </Button>
                <Typography.Text type="secondary">读数在一个分度值内保持这么久，才能取数</Typography.Text>
              </Space>
            </Descriptions.Item>
          </Descriptions>
          {issued && command ? (
            <Alert
              type="warning"
              showIcon
              message="请立即复制：关闭后不再显示，丢失只能重新生成"
              description={
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Typography.Paragraph copyable={{ text: issued.token }} style={{ marginBottom: 0 }} data-testid="scale-token">
                    <Typography.Text code>{issued.token}</Typography.Text>
                  </Typography.Paragraph>
                  <Typography.Text type="secondary">在磅房电脑上运行（按现场接线修改 --tcp 或 --serial 与 --format）：</Typography.Text>
                  <Typography.Paragraph copyable={{ text: command }} style={{ marginBottom: 0, wordBreak: 'break-all' }} data-testid="scale-agent-command">
                    <Typography.Text code>{command}</Typography.Text>
                  </Typography.Paragraph>
                </Space>
              }
            />
          ) : info.hasToken ? (
            <Popconfirm title="更换后旧令牌立即失效，磅房采集程序需改用新令牌。确定更换？" onConfirm={rotate} okText="更换" cancelText="取消">
              <Button danger loading={busy}>
                更换令牌
              </Button>
            </Popconfirm>
          ) : (
            <Button type="primary" loading={busy} onClick={rotate}>
              生成令牌
            </Button>
          )}
        </Space>
      )}
    </Modal>
  );
}
