import { Drawer } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';
import { InvoiceDetail } from './InvoiceDetail';

/** 发票详情 as a drawer: opened from the list and from `/coal/invoice?id=<id>`. */
export function InvoiceDetailDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { device, small } = useDevice();
  return (
    <Drawer open={id !== null} onClose={onClose} title="发票详情" size={small ? '100%' : device === 'mobile' ? '90%' : 900} destroyOnHidden>
      {id && <InvoiceDetail id={id} onChanged={onChanged} />}
    </Drawer>
  );
}
