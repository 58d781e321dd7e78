import { MONEY_BILL_KIND_INFO, moneyBillActionLabel, offeredMoneyBillActions, type MoneyBillAllocation, type MoneyBillKind } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Empty, Space, Spin, Table } from 'antd';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { DetailList } from '../../../components/detailList/DetailList';
import { ActivityTimeline } from '../../../components/timeline/ActivityTimeline';
import { resultOf } from '../../../lib/http';
import { useEntityChanges } from '../../../lib/live';
import { moneyBillApi, moneyBillKey } from './moneyBillApi';
import { MoneyBillStatusTag } from './MoneyBillStatusTag';
import { moneyBillLines } from './timelineLines';
import { useMoneyBillActions } from './useMoneyBillActions';

const ENTITY = { collection: 'coalCollectionBill', payment: 'coalPaymentBill' } as const;
const num = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * One 收款单/付款单: who, which account, how much and how; its shares over the settlements (each with what is still
 * open on it now) and the advance; the actions its state and the user's permissions offer; the timeline.
 */
export function MoneyBillDetail({ kind, id, onChanged }: { kind: MoneyBillKind; id: string; onChanged(): void }) {
  const info = MONEY_BILL_KIND_INFO[kind];
  const has = useHasPermission();
  const queryClient = useQueryClient();
  const key = moneyBillKey(kind, id);
  const actions = useMoneyBillActions(kind, () => {
    onChanged();
    void queryClient.invalidateQueries({ queryKey: key });
  });
  useEntityChanges(ENTITY[kind], (batch) => {
    if (batch.some((c) => c.ids.length === 0 || c.ids.includes(id))) void queryClient.invalidateQueries({ queryKey: key });
  });
  const detail = useQuery({ queryKey: key, queryFn: async () => resultOf(await moneyBillApi(kind).detail(id)) });
  if (detail.isError) return <Empty description={(detail.error as Error).message || '单据不存在或无权查看'} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const r = detail.data;
  const text = (f: string) => String(r[`${f}_dictText`] ?? r[f] ?? '') || '—';
  const items: [string, React.ReactNode][] = [
    [`${info.verb}款日期`, text('billDate')],
    [kind === 'collection' ? '付款单位' : '收款单位', `${text('counterpartyName')}（${text('counterpartyKind')}）`],
    [`${info.verb}款账户`, text('accountName')],
    ['金额', <strong key="a" style={num}>{r.amount} 元</strong>],
    [`${info.verb}款方式`, text('method')],
    [kind === 'collection' ? '预收' : '预付', <span key="adv" style={num} data-testid="money-bill-advance">{r.advance} 元</span>],
    ['制单', `${text('createBy')} ${text('createTime')}`],
  ];
  if (r.reviewedTime) items.push(['审核', `${text('reviewedBy')} ${text('reviewedTime')}`]);
  if (r.doneTime) items.push([moneyBillActionLabel(kind, 'done'), `${text('doneBy')} ${text('doneTime')}`]);
  if (r.status === 'void' || r.status === 'reversed') items.push([r.status === 'void' ? '作废' : '冲销', `${text('voidedBy')} ${text('voidedTime')}`], ['原因', text('voidReason')]);
  if (r.remark) items.push(['备注', text('remark')]);
  const offered = offeredMoneyBillActions(kind, r.status, has);
  return (
    <div data-testid="money-bill-detail">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
        <Space wrap>
          <strong style={{ fontSize: 16 }}>{r.billNo}</strong>
          <MoneyBillStatusTag status={r.status} text={r.status_dictText} />
        </Space>
        <Space wrap>
          {offered.map((a) => (
            <Button key={a} size="small" danger={a === 'void' || a === 'reverse'} type={a === 'done' || a === 'review' ? 'primary' : 'default'} onClick={() => actions.run(a, r)} data-testid={`money-bill-${a}`}>
              {moneyBillActionLabel(kind, a)}
            </Button>
          ))}
        </Space>
      </div>
      <DetailList column={3} items={items.map(([label, v]) => ({ label, children: v }))} />
      <Divider titlePlacement="start" plain>
        关联结算单
      </Divider>
      <Table<MoneyBillAllocation>
        size="small"
        rowKey="settlementId"
        pagination={false}
        dataSource={r.allocations}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: `未关联结算单（全部为${kind === 'collection' ? '预收' : '预付'}款）` }}
        data-testid="money-bill-allocations"
        columns={[
          { title: '结算单号', dataIndex: 'settlementNo' },
          { title: '结算金额(元)', dataIndex: 'totalAmount', align: 'right' },
          { title: `已${info.verb}(元)`, dataIndex: 'paidAmount', align: 'right' },
          { title: '未结(元)', dataIndex: 'outstanding', align: 'right' },
          { title: '本单分配(元)', dataIndex: 'amount', align: 'right', render: (v: string) => <strong style={num}>{v}</strong> },
        ]}
      />
      <Divider titlePlacement="start" plain>
        操作记录
      </Divider>
      <ActivityTimeline testId="money-bill-timeline" lines={moneyBillLines(kind, r.events)} />
      {actions.dialog}
    </div>
  );
}
