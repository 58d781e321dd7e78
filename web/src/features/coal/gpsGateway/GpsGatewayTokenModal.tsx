import { GPS_BATCH_MAX_POINTS, type GpsGatewayTokenIssued } from '@meiyun/shared';
import { Alert, App, Button, Descriptions, Modal, Popconfirm, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDevice } from '../../../lib/device/useDevice';
import { postAction } from '../../../lib/http';

export interface GatewayRow {
  id: string;
  name?: unknown;
  tokenHint?: unknown;
  lastSeenTime?: unknown;
}

/** What the gateway's operator configures: the address, the header and one point, as docs/tracking.md shows it. */
const example = (token: string) =>
  `curl -X POST ${window.location.origin}/api/coal/gps/points -H 'Content-Type: application/json' -H 'X-Gateway-Token: ${token}' ` +
  `-d '{"points":[{"plateNo":"晋A12345","time":"2026-01-01 08:00:00","lng":111.1,"lat":37.5,"speed":40}]}'`;

/**
 * 令牌 of a gateway: generated or replaced here and shown this once with a sample call to copy. Replacing it refuses
 * the old token from the gateway's next batch.
 */
export function GpsGatewayTokenModal({ gateway, onClose }: { gateway: GatewayRow | null; onClose(): void }) {
  const { message } = App.useApp();
  const { small } = useDevice();
  const [issued, setIssued] = useState<GpsGatewayTokenIssued | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setIssued(null), [gateway]);

  const rotate = async () => {
    if (!gateway) return;
    setBusy(true);
    const env = await postAction<GpsGatewayTokenIssued>('/coal/gpsGateway/rotateToken', { id: gateway.id }).finally(() => setBusy(false));
    if (!env.success) return void message.warning(env.message);
    setIssued(env.result);
    message.success(env.message);
  };
  const hint = issued?.tokenHint ?? (gateway?.tokenHint ? String(gateway.tokenHint) : null);

  return (
    <Modal open={gateway !== null} title={`网关令牌：${String(gateway?.name ?? '')}`} onCancel={onClose} width={small ? '100%' : 760} destroyOnHidden footer={<Button onClick={onClose}>关闭</Button>}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Descriptions size="small" column={small ? 1 : 2} bordered>
          <Descriptions.Item label="令牌">{hint ? `已生成（尾号 ${hint}）` : '未生成'}</Descriptions.Item>
          <Descriptions.Item label="最近上报">{gateway?.lastSeenTime ? String(gateway.lastSeenTime) : '从未上报'}</Descriptions.Item>
        </Descriptions>
        <Typography.Text type="secondary">
          网关以 POST /api/coal/gps/points 上报定位点，请求头 X-Gateway-Token 带令牌，每批最多 {GPS_BATCH_MAX_POINTS} 个点；时间为 yyyy-MM-dd HH:mm:ss（业务时区，默认北京时间）。
        </Typography.Text>
        {issued ? (
          <Alert
            type="warning"
            showIcon
            message="请立即复制：关闭后不再显示，丢失只能重新生成"
            description={
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Paragraph copyable={{ text: issued.token }} style={{ marginBottom: 0 }} data-testid="gps-gateway-token">
                  <Typography.Text code>{issued.token}</Typography.Text>
                </Typography.Paragraph>
                <Typography.Text type="secondary">上报示例：</Typography.Text>
                <Typography.Paragraph copyable={{ text: example(issued.token) }} style={{ marginBottom: 0, wordBreak: 'break-all' }}>
                  <Typography.Text code>{example(issued.token)}</Typography.Text>
                </Typography.Paragraph>
              </Space>
            }
          />
        ) : hint ? (
          <Popconfirm title="更换后旧令牌立即失效，网关需改用新令牌。确定更换？" onConfirm={rotate} okText="更换" cancelText="取消">
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
    </Modal>
  );
}
