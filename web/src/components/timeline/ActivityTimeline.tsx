import { Empty, Tag, Timeline } from 'antd';
import type { ReactNode } from 'react';
import type { ActivityLine } from './activityLines';

interface Props<L extends ActivityLine> {
  lines: readonly L[];
  testId: string;
  /** More tags after the status change (a contract's 版本 N). */
  extra?: (line: L) => ReactNode;
  /** How the remark is introduced (意见：); bare unless told. */
  remarkPrefix?: string;
}

/** 操作记录 of a business record: each line's action, who, the status change, the remark and the time. */
export function ActivityTimeline<L extends ActivityLine>({ lines, testId, extra, remarkPrefix = '' }: Props<L>) {
  if (lines.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />;
  return (
    <Timeline
      data-testid={testId}
      items={lines.map((l) => ({
        key: l.key,
        color: l.color,
        content: (
          <div>
            <div>
              <strong>{l.action}</strong>
              <span style={{ marginLeft: 8, color: '#888' }}>{l.who}</span>
              {l.statusChange && <Tag style={{ marginLeft: 8 }}>{l.statusChange}</Tag>}
              {extra?.(l)}
            </div>
            {l.remark && (
              <div style={{ whiteSpace: 'pre-wrap' }}>
                {remarkPrefix}
                {l.remark}
              </div>
            )}
            <div style={{ color: '#888' }}>{l.time}</div>
          </div>
        ),
      }))}
    />
  );
}
