import { INVOICE_VOID_PERM, INVOICE_STATUS_ITEMS, SETTLEMENT_STATUS_ITEMS, type InvoiceAllocation } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Empty, Space, Spin, Table } from 'antd';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { DetailList } from '../../../components/detailList/DetailList';
import { ActivityTimeline } from '../../../components/timeline/ActivityTimeline';
import { activityLines } from '../../../components/timeline/activityLines';
import { resultOf } from '../../../lib/http';
import { useEntityChanges } from '../../../lib/live';
import { invoiceApi, invoiceKey } from './invoiceApi';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { useInvoiceActions } from './useInvoiceActions';

const SETTLEMENT_STATUS = new Map(SETTLEMENT_STATUS_ITEMS);
const VOCABULARY = { labels: { create: '登记', void: '作废' }, statuses: new Map(INVOICE_STATUS_ITEMS), colors: { create: 'green', void: 'red' } as const, firstStatus: true };

/**
 * One invoice: its face (kind, direction, code, number, date, counterparty, rate and figures), how its total went to
 * the settlements (and where each stands now), its timeline, and 作废 while 正常. Read again when it changes.
 */
export function InvoiceDetail({ id, onChanged }: { id: string; onChanged(): void }) {
  const has = useHasPermission();
  const queryClient = useQueryClient();
  const actions = useInvoiceActions(() => {
    onChanged();
    void queryClient.invalidateQueries({ queryKey: invoiceKey(id) });
  });
  useEntityChanges('coalInvoice', (batch) => {
    if (batch.some((c) => c.ids.length === 0 || c.ids.includes(id))) void queryClient.invalidateQueries({ queryKey: invoiceKey(id) });
  });
  const detail = useQuery({ queryKey: invoiceKey(id), queryFn: async () => resultOf(await invoiceApi.detail(id)) });
  if (detail.isError) return <Empty description={(detail.error as Error).message || '发票不存在或无权查看'} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const r = detail.data;
  const text = (f: string) => String(r[`${f}_dictText`] ?? r[f] ?? '') || '—';
  const items: [string, React.ReactNode][] = [
    ['发票种类', text('kind')],
    ['进销项', text('direction')],
    ['往来单位', text('counterpartyName')],
    ['发票代码', text('code')],
    ['开票日期', text('date')],
    ['税率', `${Math.round(Number(r.taxRate) * 100)}%`],
    ['金额(不含税)', `${String(r.amountExclTax)} 元`],
    ['税额', `${String(r.tax)} 元`],
    ['价税合计', <strong key="t">{String(r.total)} 元</strong>],
    ['登记人', text('createBy')],
    ['登记时间', text('createTime')],
  ];
  if (r.remark) items.push(['备注', String(r.remark)]);
  if (r.status === 'void') items.push(['作废', `${String(r.voidedBy ?? '')} ${String(r.voidedTime ?? '')}`], ['作废原因', String(r.voidReason ?? '')]);
  return (
    <div data-testid="invoice-detail">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
        <Space wrap>
          <strong style={{ fontSize: 16 }}>发票号码 {String(r.number)}</strong>
          <InvoiceStatusTag status={r.status} text={r.status_dictText} />
        </Space>
        {r.status === 'normal' && has(INVOICE_VOID_PERM) && (
          <Button size="small" danger onClick={() => actions.voidOne(r)} data-testid="invoice-void">
            作废
          </Button>
        )}
      </div>
      <DetailList column={3} items={items.map(([label, v]) => ({ label, children: v }))} />
      <Divider titlePlacement="start" plain>
        对应结算单
      </Divider>
      <Table<InvoiceAllocation>
        size="small"
        rowKey="settlementId"
        pagination={false}
        dataSource={r.allocations}
        scroll={{ x: 'max-content' }}
        data-testid="invoice-allocations"
        columns={[
          { title: '结算单号', dataIndex: 'settlementNo' },
          { title: '合同编号', dataIndex: 'contractNo' },
          { title: '本票金额', dataIndex: 'amount', align: 'right' },
          { title: '结算金额', dataIndex: 'settlementTotal', align: 'right' },
          { title: '结算单已开票', dataIndex: 'settlementInvoiced', align: 'right' },
          { title: '结算单状态', dataIndex: 'settlementStatus', render: (v: string) => SETTLEMENT_STATUS.get(v as never) ?? v },
        ]}
      />
      <Divider titlePlacement="start" plain>
        操作记录
      </Divider>
      <ActivityTimeline lines={activityLines(r.events, VOCABULARY)} testId="invoice-timeline" remarkPrefix="" />
      {actions.dialog}
    </div>
  );
}
