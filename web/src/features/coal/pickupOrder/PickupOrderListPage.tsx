import { pickupActionPerm, pickupOrderMeta, type EntityMeta, type IssuedPickupOrder } from '@meiyun/shared';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EntityListPage, type CellRenders, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { useDispatchActions } from '../dispatchPlan/useDispatchActions';
import { pickupApi } from './pickupApi';
import { PickupOrderModal } from './PickupOrderModal';
import { PickupStatusTag } from './PickupStatusTag';

const COLUMNS = ['orderNo', 'planNo', 'plateNo', 'driverName', 'status', 'validFrom', 'validTo', 'voidReason', 'driverPhone', 'contractNo', 'carrierId', 'loadDate', 'createTime'];

/**
 * The plan is searched by its number (计划编号); the plan's id stays a filter of the API (the plan's detail lists
 * its orders by it) but is no field a user types.
 */
const listMeta: EntityMeta = { ...pickupOrderMeta, fields: pickupOrderMeta.fields.map((f) => (f.name === 'planId' ? { ...f, query: false } : f)) };

/**
 * 调度管理 > 提煤单 (menu component coal/pickupOrder/PickupOrderList): the orders issued, never edited or deleted;
 * 打印 opens the printed slip (PDF) in a new tab, 查看二维码 shows the QR code and the driver's link again (to send
 * once more), 作废 a valid one with its reason.
 * Orders are issued from their plan (调度计划 > 开提煤单).
 */
export default function PickupOrderListPage() {
  const routeKey = useListRouteKey();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['entityList', pickupOrderMeta.api] });
  const actions = useDispatchActions(reload);
  const [shown, setShown] = useState<IssuedPickupOrder | null>(null);

  const showQr = async (r: ListRecord) => {
    const env = await pickupApi.link(r.id).catch(() => null);
    if (env?.success) setShown(env.result);
    else if (env) message.warning(env.message);
  };

  const printSlip = async (r: ListRecord) => {
    const printed = await pickupApi.print(r.id);
    if (!printed.ok) message.warning(printed.message);
  };

  const rowActions = (ctx: ListContext): RowAction[] => [
    { key: 'print', label: '打印', inline: true, permission: pickupApi.printPermission, onClick: (r: ListRecord) => ctx.guard(() => printSlip(r))() },
    { key: 'qr', label: '查看二维码', permission: 'coal:pickupOrder:list', onClick: (r: ListRecord) => ctx.guard(() => showQr(r))() },
    { key: 'void', label: '作废', danger: true, permission: pickupActionPerm('void'), visible: (r: ListRecord) => r.status === 'valid', onClick: (r: ListRecord) => actions.voidOrder(r) },
  ];

  const cellRenders: CellRenders = {
    status: (v, r) => <PickupStatusTag status={v} text={r.status_dictText} />,
  };

  return (
    <>
      <EntityListPage meta={listMeta} routeKey={routeKey} columns={COLUMNS} cellRenders={cellRenders} rowActions={rowActions} actionColumnWidth={150} />
      <PickupOrderModal order={shown} onClose={() => setShown(null)} />
      {actions.dialog}
    </>
  );
}
