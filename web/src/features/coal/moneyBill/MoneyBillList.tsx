import { MONEY_BILL_ACTIONS, MONEY_BILL_TRANSITIONS, collectionBillMeta, moneyBillActionLabel, moneyBillActionPerm, paymentBillMeta, type MoneyBillKind } from '@meiyun/shared';
import { EntityListPage, type CellRenders, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useLinkedDetail } from '../../../components/entity/list/useLinkedDetail';
import { useListReload } from '../../../components/entity/list/useListReload';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { MoneyBillDetail } from './MoneyBillDetail';
import { MoneyBillDetailDrawer } from './MoneyBillDetailDrawer';
import { MoneyBillFormModal } from './MoneyBillFormModal';
import { MoneyBillStatusTag } from './MoneyBillStatusTag';
import { useMoneyBillActions } from './useMoneyBillActions';

const COLUMNS = ['billNo', 'billDate', 'counterpartyName', 'amount', 'status', 'method', 'accountName', 'settlementNos', 'counterpartyKind', 'createBy', 'reviewedBy', 'doneBy', 'doneTime', 'voidReason', 'createTime'];

/**
 * 财务管理 > 收款单 / 付款单 (menu components coal/moneyBill/CollectionBillList, PaymentBillList): the bills of one
 * kind with their state; 新增 and 编辑 while a draft, 审核 (not one's own), 确认收款/付款, 作废 and 冲销 with a
 * reason; the detail with its settlements and timeline (also opened by `?id=<id>`). A counterparty's user reads its own.
 */
export function MoneyBillList({ kind }: { kind: MoneyBillKind }) {
  const meta = kind === 'collection' ? collectionBillMeta : paymentBillMeta;
  const routeKey = useListRouteKey();
  const [detailId, setDetailId] = useLinkedDetail();
  const reload = useListReload(meta);
  const actions = useMoneyBillActions(kind, reload);

  const rowActions = (ctx: ListContext): RowAction[] =>
    MONEY_BILL_ACTIONS.map((a) => ({
      key: a,
      label: moneyBillActionLabel(kind, a),
      permission: moneyBillActionPerm(kind, a),
      danger: a === 'void' || a === 'reverse',
      inline: a === 'review' || a === 'done',
      visible: (r: ListRecord) => MONEY_BILL_TRANSITIONS[a].from.includes(r.status as never),
      onClick: (r: ListRecord) => ctx.guard(async () => actions.run(a, r))(),
    }));

  const cellRenders: CellRenders = {
    billNo: (v, r) => (
      <a onClick={() => setDetailId(r.id)} data-testid="money-bill-link">
        {String(v ?? '')}
      </a>
    ),
    amount: (v) => <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>{String(v ?? '')}</span>,
    status: (v, r) => <MoneyBillStatusTag status={v} text={r.status_dictText} />,
  };

  return (
    <>
      <EntityListPage
        meta={meta}
        routeKey={routeKey}
        columns={COLUMNS}
        cellRenders={cellRenders}
        rowActions={rowActions}
        actionColumnWidth={170}
        editable={(r) => r.status === 'draft'}
        editForm={(p) => <MoneyBillFormModal kind={kind} {...p} />}
        detail={(record) => <MoneyBillDetail kind={kind} id={record.id} onChanged={reload} />}
      />
      <MoneyBillDetailDrawer kind={kind} id={detailId} onClose={() => setDetailId(null)} onChanged={reload} />
      {actions.dialog}
    </>
  );
}
