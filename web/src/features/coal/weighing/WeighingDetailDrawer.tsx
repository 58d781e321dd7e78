import { Drawer } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';
import { WeighingDetail } from './WeighingDetail';

/** 磅单详情 as a drawer: opened from the list and from `/coal/weighing?id=<id>`. */
export function WeighingDetailDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { device, small } = useDevice();
  return (
    <Drawer open={id !== null} onClose={onClose} title="磅单详情" size={small ? '100%' : device === 'mobile' ? '90%' : 900} destroyOnHidden data-testid="weighing-drawer">
      {id && <WeighingDetail id={id} onChanged={onChanged} />}
    </Drawer>
  );
}
