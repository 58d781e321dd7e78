import { Drawer } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';
import { ContractDetail } from './ContractDetail';

/** 合同详情 as a drawer: opened from the list and from `/coal/contract?id=<id>` (where a bell message lands). */
export function ContractDetailDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { device, small } = useDevice();
  return (
    <Drawer open={id !== null} onClose={onClose} title="合同详情" size={small ? '100%' : device === 'mobile' ? '90%' : 1000} destroyOnHidden data-testid="contract-drawer">
      {id && <ContractDetail id={id} onChanged={onChanged} />}
    </Drawer>
  );
}
