import { Drawer } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';
import { ServiceFeeBillDetail } from './ServiceFeeBillDetail';

/** 服务费账单详情 as a drawer: opened from the list and from `/coal/serviceFeeBill?id=<id>`. */
export function ServiceFeeBillDetailDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { device, small } = useDevice();
  return (
    <Drawer open={id !== null} onClose={onClose} title="服务费账单详情" size={small ? '100%' : device === 'mobile' ? '90%' : 900} destroyOnHidden>
      {id && <ServiceFeeBillDetail id={id} onChanged={onChanged} />}
    </Drawer>
  );
}
