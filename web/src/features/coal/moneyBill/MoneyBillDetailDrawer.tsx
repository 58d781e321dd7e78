import { MONEY_BILL_KIND_INFO, type MoneyBillKind } from '@meiyun/shared';
import { Drawer } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';
import { MoneyBillDetail } from './MoneyBillDetail';

/** 收款单/付款单详情 as a drawer: opened from the list and from `/coal/collectionBill?id=<id>`. */
export function MoneyBillDetailDrawer({ kind, id, onClose, onChanged }: { kind: MoneyBillKind; id: string | null; onClose(): void; onChanged(): void }) {
  const { device, small } = useDevice();
  return (
    <Drawer open={id !== null} onClose={onClose} title={`${MONEY_BILL_KIND_INFO[kind].title}详情`} size={small ? '100%' : device === 'mobile' ? '90%' : 900} destroyOnHidden>
      {id && <MoneyBillDetail kind={kind} id={id} onChanged={onChanged} />}
    </Drawer>
  );
}
