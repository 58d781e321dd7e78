import { coalBillActionPerm, coalBillMeta } from '@meiyun/shared';
import { App } from 'antd';
import { useState } from 'react';
import { EntityListPage, type CellRenders, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useListReload } from '../../../components/entity/list/useListReload';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { openPrintout } from '../pickupOrder/printout';
import { coalBillApi } from './coalBillApi';
import { CoalBillQrModal } from './CoalBillQrModal';
import { CoalBillStatusTag } from './CoalBillStatusTag';

const COLUMNS = ['billNo', 'plateNo', 'status', 'netKg', 'grossKg', 'tareKg', 'consigneeId', 'materialId', 'issuedAt', 'validUntil', 'driverName', 'shipper', 'contractNo', 'weighNo', 'carrierId', 'voidReason'];

/**
 * 过磅管理 > 电子煤票 (menu component coal/coalBill/CoalBillList): the bills issued with their sale weighings, never
 * edited or deleted; 查看二维码 shows the signed QR code again, 核验 confirms one that arrived (已开具 / 在途 → 已核验).
 * A bill is voided with its weighing (磅单管理).
 */
export default function CoalBillListPage() {
  const routeKey = useListRouteKey();
  const reload = useListReload(coalBillMeta);
  const { message } = App.useApp();
  const [shown, setShown] = useState<ListRecord | null>(null);

  const receive = async (r: ListRecord) => {
    const env = await coalBillApi.receive(r.id).catch(() => null);
    if (env?.success) message.success(env.message || '核验成功！');
    else if (env) message.warning(env.message);
    reload();
  };

  /** The printed bill (PDF) in a new tab; a refusal says why. */
  const print = async (r: ListRecord) => {
    const printed = await openPrintout('/coal/coalBill/print', { id: r.id });
    if (!printed.ok) message.warning(printed.message);
  };

  const rowActions = (ctx: ListContext): RowAction[] => [
    { key: 'qr', label: '查看二维码', permission: 'coal:coalBill:list', inline: true, onClick: (r: ListRecord) => setShown(r) },
    // In 更多 beside 核验: 查看二维码 already fills the inline place of the column.
    { key: 'print', label: '打印', permission: 'coal:coalBill:print', onClick: (r: ListRecord) => ctx.guard(() => print(r))() },
    { key: 'receive', label: '核验', permission: coalBillActionPerm('receive'), visible: (r: ListRecord) => r.status === 'issued' || r.status === 'inTransit', onClick: (r: ListRecord) => ctx.guard(() => receive(r))() },
  ];

  const cellRenders: CellRenders = {
    status: (v, r) => <CoalBillStatusTag status={v} text={r.status_dictText} />,
  };

  return (
    <>
      <EntityListPage meta={coalBillMeta} routeKey={routeKey} columns={COLUMNS} cellRenders={cellRenders} rowActions={rowActions} actionColumnWidth={170} />
      <CoalBillQrModal bill={shown as never} onClose={() => setShown(null)} />
    </>
  );
}
