import { WEIGHING_ACTION_LABELS, weighingActionPerm, weighingMeta, type WeighingAction } from '@meiyun/shared';
import { App, Tag } from 'antd';
import { EntityListPage, type CellRenders, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useLinkedDetail } from '../../../components/entity/list/useLinkedDetail';
import { useListReload } from '../../../components/entity/list/useListReload';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { openPrintout } from '../pickupOrder/printout';
import { useWeighingActions } from './useWeighingActions';
import { offeredWeighingActions } from './weighingActions';
import { WeighingDetail } from './WeighingDetail';
import { WeighingDetailDrawer } from './WeighingDetailDrawer';
import { WeighingStatusTag } from './WeighingStatusTag';

const COLUMNS = ['weighNo', 'plateNo', 'status', 'abnormal', 'grossKg', 'tareKg', 'netKg', 'deductKg', 'settleKg', 'grossTime', 'tareTime', 'direction', 'pickupOrderNo', 'contractNo', 'materialId', 'carrierId', 'yardId', 'manual', 'abnormalReason', 'voidReason', 'createTime'];
const ACTIONS: WeighingAction[] = ['deduct', 'leave', 'void', 'reverse'];

/**
 * 过磅管理 > 磅单管理 (menu component coal/weighing/WeighingList): the weighing records, never edited or deleted;
 * 扣重, 出场, 作废 (before settlement) and 冲红 (after) by state and permission, each asking what it needs, and the
 * detail with deductions and timeline, also opened by `?id=<id>`. Weighing itself is the station screen's (磅房作业).
 */
export default function WeighingListPage() {
  const routeKey = useListRouteKey();
  const [detailId, setDetailId] = useLinkedDetail();
  const reload = useListReload(weighingMeta);
  const actions = useWeighingActions(reload);
  const { message } = App.useApp();
  const run = (a: WeighingAction, r: ListRecord) => (a === 'deduct' ? actions.deduct(r) : a === 'leave' ? void actions.leave(r) : a === 'void' ? actions.voidOne(r) : actions.reverse(r));

  /** The printed 磅单 (PDF) in a new tab (the server counts the print); a refusal says why. */
  const print = async (r: ListRecord) => {
    const printed = await openPrintout('/coal/weighing/print', { id: r.id });
    if (!printed.ok) message.warning(printed.message);
  };

  const rowActions = (ctx: ListContext): RowAction[] => [
    { key: 'print', label: '打印', permission: 'coal:weighing:print', inline: true, onClick: (r: ListRecord) => ctx.guard(() => print(r))() },
    ...ACTIONS.map((a) => ({
      key: a,
      label: WEIGHING_ACTION_LABELS[a],
      permission: weighingActionPerm(a),
      danger: a === 'void' || a === 'reverse',
      visible: (r: ListRecord) => offeredWeighingActions({ status: r.status, settlementId: r.settlementId, leftTime: r.leftTime }, () => true).includes(a),
      onClick: (r: ListRecord) => ctx.guard(() => run(a, r))(),
    })),
  ];

  const cellRenders: CellRenders = {
    weighNo: (v, r) => (
      <a onClick={() => setDetailId(r.id)} data-testid="weighing-no-link">
        {String(v ?? '')}
      </a>
    ),
    status: (v, r) => <WeighingStatusTag status={v} text={r.status_dictText} />,
    abnormal: (v) => (v ? <Tag color="error">异常</Tag> : null),
    manual: (v) => (v ? <Tag color="warning">手工</Tag> : null),
  };

  return (
    <>
      <EntityListPage meta={weighingMeta} routeKey={routeKey} columns={COLUMNS} cellRenders={cellRenders} rowActions={rowActions} actionColumnWidth={150} detail={(record) => <WeighingDetail id={record.id} onChanged={reload} />} />
      <WeighingDetailDrawer id={detailId} onClose={() => setDetailId(null)} onChanged={reload} />
      {actions.dialog}
    </>
  );
}
