import type { StationWeighing } from '@meiyun/shared';
import { Button, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';

const kg = (v: number | null) => (v === null ? '—' : v);

/** The day's weighings at this scale, newest first, with 扣重 on a completed one. */
export function DayWeighings({ rows, loading, canDeduct, onDeduct, compact }: { rows: StationWeighing[]; loading: boolean; canDeduct: boolean; onDeduct(w: StationWeighing): void; compact: boolean }) {
  const columns: ColumnsType<StationWeighing> = [
    { title: '磅单号', dataIndex: 'weighNo', width: 150, fixed: compact ? undefined : 'left' },
    { title: '车牌号', dataIndex: 'plateNo', width: 100 },
    { title: '皮重', dataIndex: 'tareKg', width: 80, align: 'right', render: kg },
    { title: '毛重', dataIndex: 'grossKg', width: 80, align: 'right', render: kg },
    { title: '净重', dataIndex: 'netKg', width: 80, align: 'right', render: kg },
    { title: '扣重', dataIndex: 'deductKg', width: 70, align: 'right' },
    { title: '结算重量', dataIndex: 'settleKg', width: 90, align: 'right', render: kg },
    { title: '称皮时间', dataIndex: 'tareTime', width: 90, render: (v: string | null) => v?.slice(11) ?? '—' },
    { title: '称毛时间', dataIndex: 'grossTime', width: 90, render: (v: string | null) => v?.slice(11) ?? '—' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 130,
      render: (_: unknown, r) => (
        <>
          {r.status_dictText}
          {r.manual && (
            <Tag color="red" style={{ marginLeft: 4 }}>
              手工
            </Tag>
          )}
          {r.abnormal && (
            <Tooltip title={r.abnormalReason}>
              <Tag color="orange" style={{ marginLeft: 4 }}>
                异常
              </Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    {
      title: '操作',
      width: 70,
      render: (_: unknown, r) =>
        canDeduct && r.status === 'completed' ? (
          <Button size="small" type="link" onClick={() => onDeduct(r)}>
            扣重
          </Button>
        ) : null,
    },
  ];
  return (
    <Table<StationWeighing>
      className="wb-day"
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 1000, y: compact ? undefined : 200 }}
      title={() => `今日本磅过磅记录（${rows.length}）`}
      data-testid="station-day"
    />
  );
}
