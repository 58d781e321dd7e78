import { Descriptions, Modal } from 'antd';
import { SessionImage } from '../../../components/qr/SessionImage';
import { coalBillApi } from './coalBillApi';
import { CoalBillStatusTag } from './CoalBillStatusTag';

type Bill = { id: string; billNo?: unknown; plateNo?: unknown; netKg?: unknown; validUntil?: unknown; status?: unknown; status_dictText?: unknown };

/** The bill's QR code as printed: a phone scanning it opens the public verification page. */
export function CoalBillQrModal({ bill, onClose }: { bill: Bill | null; onClose(): void }) {
  return (
    <Modal open={!!bill} title={`电子煤票：${String(bill?.billNo ?? '')}`} onCancel={onClose} footer={null} destroyOnHidden width={420}>
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        {bill && <SessionImage load={() => coalBillApi.qr(bill.id)} reloadKey={bill.id} size={240} alt="电子煤票二维码" testId="coal-bill-qr" />}
      </div>
      {bill && (
        <Descriptions size="small" column={1} items={[
          { label: '车牌号', children: String(bill.plateNo ?? '') },
          { label: '净重', children: `${Number(bill.netKg ?? 0).toLocaleString('zh-CN')} kg` },
          { label: '有效期至', children: String(bill.validUntil ?? '') },
          { label: '状态', children: <CoalBillStatusTag status={bill.status} text={bill.status_dictText} /> },
        ]} />
      )}
    </Modal>
  );
}
