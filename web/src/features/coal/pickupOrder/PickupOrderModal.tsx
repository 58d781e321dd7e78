import type { IssuedPickupOrder } from '@meiyun/shared';
import { Button, Modal } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';
import { PickupOrderCard } from './PickupOrderCard';

/** 提煤单二维码: an issued order shown again (or just issued), with its QR code and the driver's link. */
export function PickupOrderModal({ order, title = '提煤单二维码', onClose }: { order: IssuedPickupOrder | null; title?: string; onClose(): void }) {
  const { small } = useDevice();
  return (
    <Modal open={order !== null} title={title} onCancel={onClose} width={small ? '100%' : 720} destroyOnHidden footer={<Button type="primary" onClick={onClose}>关闭</Button>}>
      {order && <PickupOrderCard order={order} />}
    </Modal>
  );
}
