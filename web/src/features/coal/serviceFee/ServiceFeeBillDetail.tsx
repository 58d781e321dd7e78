import { SERVICE_FEE_BILL_ACTION_LABELS, SERVICE_FEE_QUANTITY_UNITS, SERVICE_FEE_RATE_UNITS, type ServiceFeeBillLineRecord } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Spin, Table } from 'antd';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { DetailList } from '../../../components/detailList/DetailList';
import { resultOf } from '../../../lib/http';
import { useEntityChanges } from '../../../lib/live';
import { offeredBillActions } from './billActions';
import { serviceFeeApi, serviceFeeBillKey } from './serviceFeeApi';
import { ServiceFeeBillStatusTag } from './ServiceFeeBillStatusTag';
import { useBillActions } from './useBillActions';

const BASIS: Record<string, string> = { perTonne: '按吨', perBill: '按票', perTrip: '按车次' };
const kg = (v: number | null) => (v === null ? '—' : `${v.toLocaleString('zh-CN')} kg`);

/** The weighings a line counted, under the line. */
function LineWeighings({ line }: { line: ServiceFeeBillLineRecord }) {
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={line.weighings}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: '磅单号', dataIndex: 'weighNo' },
        { title: '车牌号', dataIndex: 'plateNo' },
        { title: '业务类型', dataIndex: 'direction', render: (v: string) => (v === 'purchase' ? '采购' : '销售') },
        { title: '结算重量', dataIndex: 'settleKg', align: 'right', render: kg },
        { title: '称毛时间', dataIndex: 'grossTime' },
        { title: '煤票', dataIndex: 'billId', render: (v: string | null) => (v ? '有' : '—') },
      ]}
    />
  );
}

/**
 * One fee bill: who pays for which month, its lines (rule, basis, rate × quantity = amount, each rounded to the fen)
 * and, under each line, the weighings it counted; 确认 and 作废 while it is a draft. Read again when it changes.
 */
export function ServiceFeeBillDetail({ id, onChanged }: { id: string; onChanged(): void }) {
  const has = useHasPermission();
  const queryClient = useQueryClient();
  const refresh = () => {
    onChanged();
    void queryClient.invalidateQueries({ queryKey: serviceFeeBillKey(id) });
  };
  const actions = useBillActions(refresh);
  useEntityChanges('coalServiceFeeBill', (batch) => {
    if (batch.some((c) => c.ids.length === 0 || c.ids.includes(id))) void queryClient.invalidateQueries({ queryKey: serviceFeeBillKey(id) });
  });
  const detail = useQuery({ queryKey: serviceFeeBillKey(id), queryFn: async () => resultOf(await serviceFeeApi.detail(id)) });
  if (detail.isError) return <Empty description={(detail.error as Error).message || '账单不存在或无权查看'} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const { record: r, lines } = detail.data;
  const text = (f: string) => String(r[`${f}_dictText`] ?? r[f] ?? '') || '—';
  const items: [string, React.ReactNode][] = [
    ['账单月份', r.month],
    ['缴费方', text('payerKind')],
    ['缴费单位', `${String(r.payerName)}（${text('payerOrg')}）`],
    ['车次', String(r.weighingCount ?? 0)],
    ['金额', <strong key="t">{r.totalAmount} 元</strong>],
    ['生成时间', text('createTime')],
  ];
  if (r.confirmedTime) items.push(['确认', `${String(r.confirmedBy ?? '')} ${String(r.confirmedTime)}`]);
  if (r.status === 'void') items.push(['作废', `${String(r.voidedBy ?? '')} ${String(r.voidedTime ?? '')}`], ['作废原因', String(r.voidReason ?? '')]);
  return (
    <div data-testid="fee-bill-detail">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
        <Space wrap>
          <strong style={{ fontSize: 16 }}>{r.billNo}</strong>
          <ServiceFeeBillStatusTag status={r.status} text={r.status_dictText} />
        </Space>
        <Space wrap>
          {offeredBillActions(r.status, has).map((a) => (
            <Button key={a} size="small" danger={a === 'void'} type={a === 'confirm' ? 'primary' : 'default'} onClick={() => (a === 'confirm' ? void actions.confirm(r) : actions.voidOne(r))} data-testid={`fee-bill-${a}`}>
              {SERVICE_FEE_BILL_ACTION_LABELS[a]}
            </Button>
          ))}
        </Space>
      </div>
      <DetailList column={3} items={items.map(([label, v]) => ({ label, children: v }))} />
      <Table<ServiceFeeBillLineRecord>
        style={{ marginTop: 16 }}
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (line) => <LineWeighings line={line} /> }}
        columns={[
          { title: '规则', dataIndex: 'ruleName' },
          { title: '计费方式', dataIndex: 'basis', render: (v: string) => BASIS[v] ?? v },
          { title: '费率', dataIndex: 'rate', align: 'right', render: (v: string, l) => `${Number(v)} ${SERVICE_FEE_RATE_UNITS[l.basis]}` },
          { title: '数量', dataIndex: 'quantity', align: 'right', render: (v: string, l) => `${l.basis === 'perTonne' ? v : Number(v)} ${SERVICE_FEE_QUANTITY_UNITS[l.basis]}` },
          { title: '金额(元)', dataIndex: 'amount', align: 'right' },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              合计
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{r.totalAmount}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {actions.dialog}
    </div>
  );
}
