import { Drawer } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';
import { SettlementDetail } from './SettlementDetail';

/** 结算单详情 as a wide drawer (the whole width on a phone): opened from the list and from `/coal/settlement?id=<id>`. */
export function SettlementDetailDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { device, small } = useDevice();
  return (
    <Drawer open={id !== null} onClose={onClose} title="结算单详情" size={small ? '100%' : device === 'mobile' ? '92%' : 1100} destroyOnHidden>
      {id && <SettlementDetail id={id} onChanged={onChanged} />}
    </Drawer>
  );
}
