import { Drawer } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';
import { RailShipmentDetail } from './RailShipmentDetail';

/** 铁路发运详情 as a drawer: opened from the list and from `/coal/railShipment?id=<id>`. */
export function RailShipmentDetailDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { device, small } = useDevice();
  return (
    <Drawer open={id !== null} onClose={onClose} title="铁路发运详情" size={small ? '100%' : device === 'mobile' ? '90%' : 960} destroyOnHidden>
      {id && <RailShipmentDetail id={id} onChanged={onChanged} />}
    </Drawer>
  );
}
