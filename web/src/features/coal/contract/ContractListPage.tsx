import { CONTRACT_ACTIONS, CONTRACT_TRANSITIONS, contractActionPerm, contractMeta, type ContractProgress, type ContractRecord, type EntityMeta } from '@meiyun/shared';
import { useState } from 'react';
import { EntityListPage, type CellRenders, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { useLinkedDetail } from '../../../components/entity/list/useLinkedDetail';
import { useListReload } from '../../../components/entity/list/useListReload';
import { useSession } from '../../../lib/session/sessionStore';
import { isEditable, isOwnSubmission, offeredActions } from './contractActions';
import { ContractDetail } from './ContractDetail';
import { ContractDetailDrawer } from './ContractDetailDrawer';
import { ContractFormModal } from './ContractFormModal';
import { ContractProgressCell } from './ContractProgressCell';
import { ContractStatusTag } from './ContractStatusTag';
import { SupplementModal } from './SupplementModal';
import { useRemarkActions } from './useRemarkActions';

/**
 * The declaration with room for the progress bar in 合同数量 (the cell shows shipped of contracted, the settled
 * amount under it): the list's only change, kept out of the shared declaration, which also drives the form.
 */
const listMeta: EntityMeta = {
  ...contractMeta,
  fields: contractMeta.fields.map((f) => (f.name === 'quantityT' ? { ...f, list: { width: 230 } } : f)),
};

/** The columns shown: the others are on the detail. */
const COLUMNS = ['contractNo', 'direction', 'mode', 'counterpartyName', 'materialId', 'quantityT', 'unitPrice', 'signDate', 'endDate', 'status', 'version', 'ownerId', 'createTime'];

/**
 * 合同管理 > 合同 (menu component coal/contract/ContractList): the contracts with status and progress; 编辑 on a
 * draft, the transitions its status offers (each asking a remark), 补充协议 on an executing one, and the detail
 * drawer, also opened by `?id=<id>` (a bell message's link).
 */
export default function ContractListPage() {
  const routeKey = useListRouteKey();
  const me = useSession((s) => s.userInfo?.username);
  const [detailId, setDetailId] = useLinkedDetail();
  const [supplementOf, setSupplementOf] = useState<Pick<ContractRecord, 'id' | 'contractNo'> | null>(null);
  const reload = useListReload(contractMeta);
  const remark = useRemarkActions(reload);

  const rowActions = (ctx: ListContext): RowAction[] => [
    ...CONTRACT_ACTIONS.map((action) => ({
      key: action,
      label: CONTRACT_TRANSITIONS[action].label,
      permission: contractActionPerm(action),
      danger: CONTRACT_TRANSITIONS[action].remarkRequired,
      visible: (r: ListRecord) => offeredActions(r.status, () => true, isOwnSubmission(r, me)).some((a) => a.action === action),
      onClick: (r: ListRecord) => ctx.guard(() => remark.transition(r, action))(),
    })),
    {
      key: 'supplement',
      label: '补充协议',
      permission: contractActionPerm('supplement'),
      visible: (r: ListRecord) => r.status === 'executing',
      onClick: (r: ListRecord) => setSupplementOf({ id: r.id, contractNo: String(r.contractNo ?? '') }),
    },
  ];

  const cellRenders: CellRenders = {
    contractNo: (v, r) => (
      <a onClick={() => setDetailId(r.id)} data-testid="contract-no-link">
        {String(v ?? '')}
      </a>
    ),
    status: (v, r) => <ContractStatusTag status={v} text={r.status_dictText} />,
    quantityT: (v, r) => <ContractProgressCell progress={r.progress as Partial<ContractProgress> | undefined} quantityT={v} />,
  };

  return (
    <>
      <EntityListPage
        meta={listMeta}
        routeKey={routeKey}
        columns={COLUMNS}
        cellRenders={cellRenders}
        editable={(r) => isEditable(r.status)}
        deletable={(r) => isEditable(r.status)}
        rowActions={rowActions}
        actionColumnWidth={150}
        editForm={(props) => <ContractFormModal {...props} />}
        detail={(record) => <ContractDetail id={record.id} onChanged={reload} />}
      />
      <ContractDetailDrawer id={detailId} onClose={() => setDetailId(null)} onChanged={reload} />
      <SupplementModal contract={supplementOf} onClose={() => setSupplementOf(null)} onSaved={reload} />
      {remark.dialog}
    </>
  );
}
