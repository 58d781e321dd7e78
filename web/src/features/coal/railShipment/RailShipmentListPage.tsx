import { RAIL_STEP_INFO, RAIL_STEPS, railShipmentMeta, railStepPerm } from '@meiyun/shared';
import { EntityListPage, type CellRenders, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useLinkedDetail } from '../../../components/entity/list/useLinkedDetail';
import { useListReload } from '../../../components/entity/list/useListReload';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { RailRequestFormModal } from './RailRequestFormModal';
import { RailShipmentDetail } from './RailShipmentDetail';
import { RailShipmentDetailDrawer } from './RailShipmentDetailDrawer';
import { RailStatusTag } from './RailStatusTag';
import { useRailSteps } from './useRailSteps';

const COLUMNS = ['shipmentNo', 'status', 'platformId', 'toStation', 'freightAmount', 'lossPermille', 'requestedWagons', 'approvedWagons', 'trainNo', 'ticketKg', 'arrivalKg', 'lossKg', 'contractNo', 'rateId', 'tariffKm', 'requestTime', 'departTime', 'arrivalTime', 'createTime'];
const num = { fontVariantNumeric: 'tabular-nums' } as const;
const t = (kg: unknown) => (typeof kg === 'number' ? (kg / 1000).toFixed(3) : '');

/**
 * 调度管理 > 铁路发运 (menu component coal/railShipment/RailShipmentList): shipments with their state, freight and
 * transit loss; 新增 is 请车; each row offers its next step (批车, 装车, 发车, 到站, 站存) with its dialog; the
 * detail with wagons, the freight trace and the timeline (also opened by `?id=<id>`).
 */
export default function RailShipmentListPage() {
  const routeKey = useListRouteKey();
  const [detailId, setDetailId] = useLinkedDetail();
  const reload = useListReload(railShipmentMeta);
  const steps = useRailSteps(reload);

  const rowActions = (ctx: ListContext): RowAction[] =>
    RAIL_STEPS.map((s) => ({
      key: s,
      label: RAIL_STEP_INFO[s].label,
      permission: railStepPerm(s),
      inline: true,
      visible: (r: ListRecord) => r.status === RAIL_STEP_INFO[s].from,
      onClick: (r: ListRecord) => ctx.guard(async () => steps.run(s, r.id))(),
    }));

  const cellRenders: CellRenders = {
    shipmentNo: (v, r) => (
      <a onClick={() => setDetailId(r.id)} data-testid="rail-shipment-link">
        {String(v ?? '')}
      </a>
    ),
    status: (v, r) => <RailStatusTag status={v} text={r.status_dictText} />,
    freightAmount: (v) => <span style={{ ...num, fontWeight: 500 }}>{v ? String(v) : '—'}</span>,
    lossPermille: (v, r) => {
      if (v === null || v === undefined || v === '') return '—';
      const over = Number(v) > Number(r.lossAllowancePermille ?? Infinity);
      return <span style={{ ...num, color: over ? '#cf1322' : '#389e0d' }}>{String(v)}‰</span>;
    },
    ticketKg: (v) => <span style={num}>{t(v)}</span>,
    arrivalKg: (v) => <span style={num}>{t(v)}</span>,
    lossKg: (v) => <span style={num}>{t(v)}</span>,
  };

  return (
    <>
      <EntityListPage
        meta={railShipmentMeta}
        routeKey={routeKey}
        columns={COLUMNS}
        cellRenders={cellRenders}
        rowActions={rowActions}
        actionColumnWidth={150}
        editable={() => false}
        editForm={(p) => <RailRequestFormModal {...p} />}
        detail={(record) => <RailShipmentDetail id={record.id} onChanged={reload} />}
      />
      <RailShipmentDetailDrawer id={detailId} onClose={() => setDetailId(null)} onChanged={reload} />
      {steps.dialog}
    </>
  );
}
