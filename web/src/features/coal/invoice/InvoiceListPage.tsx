import { INVOICE_VOID_PERM, invoiceMeta } from '@meiyun/shared';
import { EntityListPage, type CellRenders, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useLinkedDetail } from '../../../components/entity/list/useLinkedDetail';
import { useListReload } from '../../../components/entity/list/useListReload';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { InvoiceDetail } from './InvoiceDetail';
import { InvoiceDetailDrawer } from './InvoiceDetailDrawer';
import { InvoiceFormModal } from './InvoiceFormModal';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { useInvoiceActions } from './useInvoiceActions';

const COLUMNS = ['number', 'direction', 'kind', 'counterpartyName', 'total', 'status', 'date', 'taxRate', 'amountExclTax', 'tax', 'code', 'voidReason', 'createBy', 'createTime'];
const figure = (v: unknown) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{String(v ?? '')}</span>;

/**
 * 财务管理 > 发票管理 (menu component coal/invoice/InvoiceList): 进项 and 销项 invoices by direction, kind, counterparty,
 * number and date; 新增 enters one against settlements (InvoiceFormModal), 作废 with its reason; the detail with the
 * allocations and the timeline (also opened by `?id=<id>`). Never edited or deleted: void it and enter it again.
 */
export default function InvoiceListPage() {
  const routeKey = useListRouteKey();
  const [detailId, setDetailId] = useLinkedDetail();
  const reload = useListReload(invoiceMeta);
  const actions = useInvoiceActions(reload);

  const rowActions = (ctx: ListContext): RowAction[] => [
    { key: 'void', label: '作废', permission: INVOICE_VOID_PERM, danger: true, visible: (r: ListRecord) => r.status === 'normal', onClick: (r: ListRecord) => ctx.guard(() => actions.voidOne(r))() },
  ];

  const cellRenders: CellRenders = {
    number: (v, r) => (
      <a onClick={() => setDetailId(r.id)} data-testid="invoice-link">
        {String(v ?? '')}
      </a>
    ),
    taxRate: (v) => (v === null || v === undefined ? '' : `${Math.round(Number(v) * 100)}%`),
    amountExclTax: figure,
    tax: figure,
    total: figure,
    status: (v, r) => <InvoiceStatusTag status={v} text={r.status_dictText} />,
  };

  return (
    <>
      <EntityListPage
        meta={invoiceMeta}
        routeKey={routeKey}
        columns={COLUMNS}
        cellRenders={cellRenders}
        rowActions={rowActions}
        actionColumnWidth={120}
        editForm={(p) => <InvoiceFormModal {...p} />}
        detail={(record) => <InvoiceDetail id={record.id} onChanged={reload} />}
      />
      <InvoiceDetailDrawer id={detailId} onClose={() => setDetailId(null)} onChanged={reload} />
      {actions.dialog}
    </>
  );
}
