import type { WeighingEvent } from '@meiyun/shared';
import { Empty, Tag, Timeline } from 'antd';
import { weighingTimelineLines } from './weighingTimeline';

/** 操作记录: the weighings, the bill, deductions, exit, void and reverse, with who, when and why. */
export function WeighingTimeline({ events }: { events: readonly WeighingEvent[] }) {
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />;
  return (
    <Timeline
      data-testid="weighing-timeline"
      items={weighingTimelineLines(events).map((l) => ({
        key: l.key,
        color: l.color,
        content: (
          <div>
            <div>
              <strong>{l.action}</strong>
              <span style={{ marginLeft: 8, color: '#888' }}>{l.who}</span>
              {l.statusChange && <Tag style={{ marginLeft: 8 }}>{l.statusChange}</Tag>}
            </div>
            {l.remark && <div style={{ whiteSpace: 'pre-wrap' }}>{l.remark}</div>}
            <div style={{ color: '#888' }}>{l.time}</div>
          </div>
        ),
      }))}
    />
  );
}
