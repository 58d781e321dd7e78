import { dispatchPlanMeta, type EntityMeta, PLAN_ACTIONS, PLAN_TRANSITIONS, pickupActionPerm, planActionPerm, type DispatchPlanRecord } from '@meiyun/shared';
import { useState } from 'react';
import { EntityListPage, type CellRenders, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import type { FieldEditors } from '../../../components/entity/form/EntityFormModal';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { useLinkedDetail } from '../../../components/entity/list/useLinkedDetail';
import { useListReload } from '../../../components/entity/list/useListReload';
import { ContractOfPlanPicker } from './ContractOfPlanPicker';
import { IssuePickupModal } from './IssuePickupModal';
import { canIssue, isDraft, offeredPlanActions } from './planActions';
import { PlanDetail } from './PlanDetail';
import { PlanDetailDrawer } from './PlanDetailDrawer';
import { PlanStatusTag } from './PlanStatusTag';
import { useDispatchActions } from './useDispatchActions';

/**
 * The list's declaration with 已开车数 (`issuedTrucks`, which every record carries) as a column of its own: a list
 * column only, kept out of the shared declaration, which also drives the form and the export.
 */
const listMeta: EntityMeta = {
  ...dispatchPlanMeta,
  fields: [...dispatchPlanMeta.fields, { name: 'issuedTrucks', label: '已开车数', type: 'int', readonly: true, list: { width: 90 }, form: false, exportable: false }],
};

/** The columns shown (the organisations copied from the contract are on the detail). */
const COLUMNS = ['planNo', 'contractNo', 'status', 'consigneeId', 'carrierId', 'loadDate', 'slot', 'plannedTrucks', 'issuedTrucks', 'plannedT', 'materialId', 'yardId', 'createTime'];

/** The plan's contract is picked among executing contracts; the rest are the declaration's selects. */
const editors: FieldEditors = { contractId: ContractOfPlanPicker };

/**
 * 调度管理 > 调度计划 (menu component coal/dispatchPlan/DispatchPlanList): the plans with status; 编辑 and 删除 on a
 * draft, 审核 / 关闭 by status and permission (关闭 asks why), 开提煤单 on an approved or executing plan, and the
 * detail drawer, also opened by `?id=<id>` (where the bell's approve and close messages land). A save the balance
 * refuses shows the server's 超出合同剩余量… message in the form.
 */
export default function DispatchPlanListPage() {
  const routeKey = useListRouteKey();
  const [detailId, setDetailId] = useLinkedDetail();
  const [issuing, setIssuing] = useState<DispatchPlanRecord | null>(null);
  const reload = useListReload(dispatchPlanMeta);
  const actions = useDispatchActions(reload);

  const rowActions = (ctx: ListContext): RowAction[] => [
    ...PLAN_ACTIONS.map((action) => ({
      key: action,
      label: PLAN_TRANSITIONS[action].label,
      permission: planActionPerm(action),
      danger: PLAN_TRANSITIONS[action].remarkRequired,
      visible: (r: ListRecord) => offeredPlanActions(r.status, () => true).some((a) => a.action === action),
      onClick: (r: ListRecord) => ctx.guard(() => actions.transition(r, action))(),
    })),
    {
      key: 'issue',
      label: '开提煤单',
      permission: pickupActionPerm('issue'),
      // Beside 编辑: issuing is what a dispatcher does most on an approved plan.
      inline: true,
      visible: (r: ListRecord) => canIssue(r, () => true),
      onClick: (r: ListRecord) => setIssuing(r as unknown as DispatchPlanRecord),
    },
  ];

  const cellRenders: CellRenders = {
    planNo: (v, r) => (
      <a onClick={() => setDetailId(r.id)} data-testid="plan-no-link">
        {String(v ?? '')}
      </a>
    ),
    contractNo: (v, r) => <a onClick={() => setDetailId(r.id)}>{String(v ?? '')}</a>,
    status: (v, r) => <PlanStatusTag status={v} text={r.status_dictText} />,
    // The trucks given an order (valid or used) of those planned.
    issuedTrucks: (v) => <span data-testid="plan-issued">{Number(v ?? 0)}</span>,
  };

  return (
    <>
      <EntityListPage
        meta={listMeta}
        routeKey={routeKey}
        columns={COLUMNS}
        cellRenders={cellRenders}
        editors={editors}
        editable={(r) => isDraft(r.status)}
        deletable={(r) => isDraft(r.status)}
        rowActions={rowActions}
        actionColumnWidth={150}
        detail={(record) => <PlanDetail id={record.id} onChanged={reload} />}
      />
      <PlanDetailDrawer id={detailId} onClose={() => setDetailId(null)} onChanged={reload} />
      <IssuePickupModal plan={issuing} onClose={() => setIssuing(null)} onIssued={reload} />
      {actions.dialog}
    </>
  );
}

