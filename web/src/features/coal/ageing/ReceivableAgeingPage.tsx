import { AGEING_BUCKETS, AGEING_BUCKET_LABELS, businessToday, type AgeingRow, type AgeingSettlement } from '@meiyun/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Drawer, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { resultOf } from '../../../lib/http';
import { useDevice } from '../../../lib/device/useDevice';
import { ageingApi } from './ageingApi';

const AgeingChart = lazy(() => import('./AgeingChart'));
const num = { align: 'right' as const, render: (v: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v}</span> };
const BUCKET_COLORS: Record<string, string> = { b0_30: 'green', b31_60: 'blue', b61_90: 'gold', b91_180: 'orange', b180: 'red' };

const rowColumns: ColumnsType<AgeingRow> = [
  { title: '客户', dataIndex: 'counterpartyName', fixed: 'left', width: 180 },
  ...AGEING_BUCKETS.map((b) => ({ title: AGEING_BUCKET_LABELS[b], dataIndex: b, width: 120, ...num })),
  { title: '应收合计', dataIndex: 'total', width: 130, align: 'right', render: (v: string) => <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{v}</strong> },
];

/** The settlements behind a customer: what is owed and how old first, so a phone shows them without scrolling. */
const settlementColumns: ColumnsType<AgeingSettlement> = [
  { title: '结算单号', dataIndex: 'settlementNo' },
  { title: '未收金额', dataIndex: 'outstanding', align: 'right', render: (v: string) => <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{v}</strong> },
  { title: '账龄(天)', dataIndex: 'ageDays', align: 'right' },
  { title: '账龄区间', dataIndex: 'bucket', render: (b: string) => <Tag color={BUCKET_COLORS[b]}>{AGEING_BUCKET_LABELS[b as keyof typeof AGEING_BUCKET_LABELS]}</Tag> },
  { title: '财务审核日期', dataIndex: 'financeReviewedDate' },
  { title: '结算金额', dataIndex: 'totalAmount', ...num },
  { title: '已收金额', dataIndex: 'paidAmount', ...num },
  { title: '合同编号', dataIndex: 'contractNo' },
];

/** On a phone the customer's total comes right after its name; the buckets follow, scrolled to. */
const phoneRowColumns: ColumnsType<AgeingRow> = [{ ...rowColumns[0], width: 120 }, rowColumns[rowColumns.length - 1], ...rowColumns.slice(1, -1)];

/** The settlements behind one customer's row. */
function Drilldown({ asOf, row, onClose }: { asOf: string; row: AgeingRow | null; onClose(): void }) {
  const { small } = useDevice();
  const id = row?.counterpartyId ?? undefined;
  const q = useQuery({ queryKey: ['receivableAgeing', asOf, id], enabled: !!id, queryFn: async () => resultOf(await ageingApi.report(asOf, id)) });
  return (
    <Drawer
      open={!!row}
      onClose={onClose}
      size={small ? '100%' : 960}
      title={row ? `${row.counterpartyName} 应收明细（截止${asOf}）` : ''}
      destroyOnHidden
      extra={
        id && (
          <Button icon={<DownloadOutlined />} onClick={() => void ageingApi.exportXls(asOf, id)}>
            导出
          </Button>
        )
      }
    >
      {q.isError ? (
        <Empty description={(q.error as Error).message} />
      ) : (
        <Table<AgeingSettlement> size="small" rowKey="id" loading={q.isLoading} pagination={false} dataSource={q.data?.settlements ?? []} scroll={{ x: 'max-content' }} columns={settlementColumns} data-testid="ageing-settlements" />
      )}
    </Drawer>
  );
}

/**
 * 财务管理 > 应收账龄 (menu component coal/ageing/ReceivableAgeing): as of a day, what each customer owes by how long
 * ago its settlements passed 财务审核 (0–30, 31–60, 61–90, 91–180, over 180 days): the buckets' bar chart, the table
 * by customer with its totals, a click on a customer for the settlements behind its figures, and the same as xlsx.
 */
export default function ReceivableAgeingPage() {
  const { small } = useDevice();
  const [asOf, setAsOf] = useState(businessToday());
  const [picked, setPicked] = useState<AgeingRow | null>(null);
  const q = useQuery({ queryKey: ['receivableAgeing', asOf], queryFn: async () => resultOf(await ageingApi.report(asOf)) });
  const data = q.data;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="ageing-page">
      <Card size="small">
        <Space wrap>
          <span>截止日期</span>
          <DatePicker value={dayjs(asOf)} allowClear={false} format="YYYY-MM-DD" onChange={(d) => d && setAsOf(d.format('YYYY-MM-DD'))} data-testid="ageing-as-of" />
          <Button icon={<DownloadOutlined />} onClick={() => void ageingApi.exportXls(asOf)} data-testid="ageing-export">
            导出Excel
          </Button>
          <Typography.Text type="secondary">销售结算单财务审核后未收的金额，账龄自财务审核日期起算；点击客户查看明细</Typography.Text>
        </Space>
      </Card>
      {q.isError ? (
        <Card>
          <Empty description={(q.error as Error).message} />
        </Card>
      ) : !data ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <>
          <Card size="small" title={`应收账龄分布（合计 ${data.totals.total} 元）`}>
            <Suspense fallback={<Spin style={{ display: 'block', margin: '96px auto' }} />}>
              <AgeingChart totals={data.totals} />
            </Suspense>
          </Card>
          <Card size="small" title="按客户">
            <Table<AgeingRow>
              size="small"
              rowKey={(r) => r.counterpartyId ?? 'total'}
              pagination={false}
              dataSource={data.rows}
              columns={small ? phoneRowColumns : rowColumns}
              scroll={{ x: 'max-content' }}
              onRow={(r) => ({ onClick: () => setPicked(r), style: { cursor: 'pointer' } })}
              data-testid="ageing-rows"
              summary={() => (
                <Table.Summary fixed>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>
                      <strong>合计</strong>
                    </Table.Summary.Cell>
                    {(small ? (['total', ...AGEING_BUCKETS] as const) : ([...AGEING_BUCKETS, 'total'] as const)).map((b, i) => (
                      <Table.Summary.Cell key={b} index={i + 1} align="right">
                        <strong data-testid={b === 'total' ? 'ageing-total' : undefined}>{data.totals[b]}</strong>
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                </Table.Summary>
              )}
            />
          </Card>
        </>
      )}
      <Drilldown asOf={asOf} row={picked} onClose={() => setPicked(null)} />
    </Space>
  );
}
