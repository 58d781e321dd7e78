import { Descriptions, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { coalBillApi } from './coalBillApi';
import { CoalBillStatusTag } from './CoalBillStatusTag';

type Bill = { id: string; billNo?: unknown; plateNo?: unknown; netKg?: unknown; validUntil?: unknown; status?: unknown; status_dictText?: unknown };

/** The bill's QR code as printed: a phone scanning it opens the public verification page. */
export function CoalBillQrModal({ bill, onClose }: { bill: Bill | null; onClose(): void }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!bill) return;
    let url: string | null = null;
    let cancelled = false;
    setSrc(null);
    setFailed(false);
    coalBillApi
      .qr(bill.id)
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [bill]);
  return (
    <Modal open={!!bill} title={`电子煤票：${String(bill?.billNo ?? '')}`} onCancel={onClose} footer={null} destroyOnHidden width={420}>
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        {failed ? <span style={{ color: '#999' }}>二维码加载失败</span> : src ? <img src={src} width={240} height={240} alt="电子煤票二维码" data-testid="coal-bill-qr" /> : <Spin />}
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
