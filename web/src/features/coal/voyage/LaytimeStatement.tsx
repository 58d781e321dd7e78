import type { LaytimeResult, LaytimeStatementLine } from '@meiyun/shared';
import { Descriptions, Table, Tag, Typography } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';

const KIND: Record<LaytimeResult['kind'], { label: string; color: string; amount: string }> = {
  demurrage: { label: '滞期', color: 'red', amount: '滞期费' },
  despatch: { label: '速遣', color: 'green', amount: '速遣费' },
  none: { label: '刚好', color: 'default', amount: '金额' },
};

const yuan = (v: string) => `${Number(v).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;

/**
 * 装卸时间事实记录 as an operator prints it (docs/freight.md "Laytime"): each stretch from NOR to completion,
 * counted or excluded and why, then allowed against used in days-hours-minutes, the difference and the amount at
 * the day rate. The same LaytimeResult the server stored, or the form's live preview of it.
 */
export function LaytimeStatement({ s, testId = 'laytime-statement' }: { s: LaytimeResult; testId?: string }) {
  const { small } = useDevice();
  const k = KIND[s.kind];
  return (
    <div data-testid={testId}>
      {small ? (
        // A phone reads each stretch as two lines rather than scrolling a five-column table sideways.
        <div>
          {s.lines.map((l) => (
            <div key={`${l.from}-${l.to}-${l.note ?? ''}`} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
              <div>
                {l.from} 至 {l.to.slice(5)}
              </div>
              <div>
                {l.counted ? <Tag color="blue">计入</Tag> : <Tag>不计</Tag>}
                {l.duration}
                {[...l.reasons, l.note].filter(Boolean).length ? `　${[...l.reasons, l.note].filter(Boolean).join('；')}` : ''}
              </div>
            </div>
          ))}
        </div>
      ) : (
        <Table<LaytimeStatementLine>
          size="small"
          rowKey={(l) => `${l.from}-${l.to}-${l.note ?? ''}`}
          pagination={false}
          dataSource={s.lines}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '自', dataIndex: 'from', width: 140 },
            { title: '至', dataIndex: 'to', width: 140 },
            { title: '时长', dataIndex: 'duration', width: 120 },
            {
              title: '计入',
              dataIndex: 'counted',
              width: 70,
              render: (c: boolean) => (c ? <Tag color="blue">计入</Tag> : <Tag>不计</Tag>),
            },
            { title: '原因/说明', key: 'why', render: (_: unknown, l) => [...l.reasons, l.note].filter(Boolean).join('；') || '—' },
          ]}
        />
      )}
      <Descriptions size="small" bordered column={small ? 1 : 2} style={{ marginTop: 12 }}>
        <Descriptions.Item label="装货量">{s.quantityT} t</Descriptions.Item>
        <Descriptions.Item label="装货速率">{s.loadRate} t/天</Descriptions.Item>
        <Descriptions.Item label="起算时间">{s.commencement}</Descriptions.Item>
        <Descriptions.Item label="装货完毕">{s.completion}</Descriptions.Item>
        <Descriptions.Item label="允许装货时间">
          {s.allowed.text}（{s.allowedDays} 天）
        </Descriptions.Item>
        <Descriptions.Item label="实用装货时间">
          {s.used.text}（{s.usedDays} 天）
        </Descriptions.Item>
        <Descriptions.Item label="相差">
          {s.difference.text}（{s.differenceDays} 天）
        </Descriptions.Item>
        <Descriptions.Item label="装卸时间届满">{s.laytimeExpired ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="结果">
          <Tag color={k.color}>{k.label}</Tag>费率 {yuan(s.rate)}/天
        </Descriptions.Item>
        <Descriptions.Item label={k.amount}>
          <Typography.Text strong data-testid={`${testId}-amount`}>
            {yuan(s.amount)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
