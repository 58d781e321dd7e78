import { allocateOldestFirst, dec, money, parseDecimal, type MoneyBillKind, type OutstandingSettlement } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Space, Table } from 'antd';
import { resultOf } from '../../../lib/http';
import { outstandingSettlements } from './moneyBillApi';

const MONEY = /^\d{1,15}(\.\d{1,2})?$/;

interface Props {
  kind: MoneyBillKind;
  counterpartyId?: string;
  /** The bill's amount as typed. */
  amount?: string;
  value: Record<string, string>;
  onChange(value: Record<string, string>): void;
  disabled?: boolean;
}

/** Σ of the typed shares (ignoring what is not a number yet) and the advance left of `amount`. */
export function shareTotals(amount: string | undefined, value: Record<string, string>) {
  const total = Object.values(value).reduce((s, v) => s.plus(MONEY.test(v.trim()) ? dec(v.trim()) : 0), dec(0));
  const a = parseDecimal(amount ?? '');
  return { total, advance: a ? a.minus(total) : null };
}

/**
 * The counterparty's settlements with money still open (past 财务审核), oldest first, each with a column for this
 * bill's share; 按先后分配 shares the bill's amount oldest first up to what is open on each, as the server does when
 * only settlements are named. What is not shared is an advance (预收 / 预付).
 */
export function AllocationTable({ kind, counterpartyId, amount, value, onChange, disabled }: Props) {
  const direction = kind === 'collection' ? 'sales' : 'purchase';
  const open = useQuery({
    queryKey: ['coalSettlementOutstanding', counterpartyId, direction],
    enabled: !!counterpartyId,
    queryFn: async () => resultOf(await outstandingSettlements(counterpartyId!, direction)),
  });
  const rows = open.data ?? [];
  const { total, advance } = shareTotals(amount, value);
  const autoFill = () => {
    const a = parseDecimal(amount ?? '');
    if (!a) return;
    const shares = allocateOldestFirst(a, rows.map((r) => ({ id: r.id, outstanding: dec(r.outstanding) })));
    onChange(Object.fromEntries(shares.map((s) => [s.settlementId, s.amount])));
  };
  if (!counterpartyId) return <Alert type="info" showIcon title="选择往来单位后列出其未结清的结算单" />;
  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button size="small" onClick={autoFill} disabled={disabled || !rows.length || !parseDecimal(amount ?? '')} data-testid="money-bill-autofill">
          按先后分配
        </Button>
        <Button size="small" onClick={() => onChange({})} disabled={disabled || !Object.keys(value).length}>
          清空分配
        </Button>
        <span>
          分配合计 <strong data-testid="money-bill-share-total">{money(total)}</strong> 元
          {advance && (
            <span style={{ marginLeft: 12, color: advance.isNeg() ? '#cf1322' : undefined }}>
              {advance.isNeg() ? '超出单据金额' : kind === 'collection' ? '预收' : '预付'} {money(advance.abs())} 元
            </span>
          )}
        </span>
      </Space>
      <Table<OutstandingSettlement>
        size="small"
        rowKey="id"
        loading={open.isLoading}
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content', y: 280 }}
        locale={{ emptyText: '该单位没有未结清的结算单' }}
        data-testid="money-bill-outstanding"
        columns={[
          { title: '结算单号', dataIndex: 'settlementNo', width: 150 },
          { title: '合同', dataIndex: 'contractNo', width: 150 },
          { title: '财务审核', dataIndex: 'financeReviewedDate', width: 100 },
          { title: '结算金额', dataIndex: 'totalAmount', align: 'right', width: 120 },
          { title: '未结金额', dataIndex: 'outstanding', align: 'right', width: 120 },
          {
            title: '本单分配(元)',
            key: 'share',
            width: 150,
            render: (_: unknown, r: OutstandingSettlement) => {
              const v = value[r.id] ?? '';
              const bad = v !== '' && (!MONEY.test(v.trim()) || dec(v.trim()).gt(dec(r.outstanding)));
              return (
                <Input
                  size="small"
                  inputMode="decimal"
                  value={v}
                  disabled={disabled}
                  status={bad ? 'error' : undefined}
                  placeholder="0.00"
                  onChange={(e) => {
                    const next = { ...value, [r.id]: e.target.value };
                    if (!e.target.value.trim()) delete next[r.id];
                    onChange(next);
                  }}
                  data-testid={`money-bill-share-${r.settlementNo}`}
                />
              );
            },
          },
        ]}
      />
    </>
  );
}
