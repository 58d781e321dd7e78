import type { IssuedPickupOrder } from '@meiyun/shared';
import { Descriptions, Typography } from 'antd';
import { absoluteLink } from './pickupApi';
import { PickupQr } from './PickupQr';
import { PickupStatusTag } from './PickupStatusTag';

/** One issued pickup order as the driver gets it: its facts, the QR code to scan at the gate and the link to send. */
export function PickupOrderCard({ order }: { order: IssuedPickupOrder }) {
  const link = absoluteLink(order.link, window.location.origin);
  return (
    <div className="pickup-card" data-testid="pickup-card" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <PickupQr id={order.id} />
      <div style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="提煤单号">{order.orderNo}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <PickupStatusTag status={order.status} text={order.status_dictText} />
          </Descriptions.Item>
          <Descriptions.Item label="车牌号">{order.plateNo}</Descriptions.Item>
          <Descriptions.Item label="司机">{[order.driverName, order.driverPhone].filter(Boolean).join(' ')}</Descriptions.Item>
          <Descriptions.Item label="合同 / 计划">{`${order.contractNo} / ${order.planNo}`}</Descriptions.Item>
          <Descriptions.Item label="有效期">{`${order.validFrom} 至 ${order.validTo}`}</Descriptions.Item>
        </Descriptions>
        <div style={{ marginTop: 12 }}>司机链接（发送给司机，手机打开即可）：</div>
        <Typography.Paragraph copyable={{ text: link, tooltips: ['复制链接', '已复制'] }} style={{ wordBreak: 'break-all', marginBottom: 0 }} data-testid="pickup-link">
          {link}
        </Typography.Paragraph>
      </div>
    </div>
  );
}
