import { Drawer } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';
import { PlanDetail } from './PlanDetail';

/** 调度计划详情 as a drawer: opened from the list and from `/coal/dispatchPlan?id=<id>` (a bell message's link). */
export function PlanDetailDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { device, small } = useDevice();
  return (
    <Drawer open={id !== null} onClose={onClose} title="调度计划详情" size={small ? '100%' : device === 'mobile' ? '90%' : 900} destroyOnHidden data-testid="plan-drawer">
      {id && <PlanDetail id={id} onChanged={onChanged} />}
    </Drawer>
  );
}
