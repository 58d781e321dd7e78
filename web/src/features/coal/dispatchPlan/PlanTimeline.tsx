import type { DispatchEvent } from '@meiyun/shared';
import { Empty, Tag, Timeline } from 'antd';
import { planTimelineLines } from './planTimeline';

/** 操作记录: the plan's writes, decisions and its orders issued, voided or expired, with who, when and why. */
export function PlanTimeline({ events }: { events: readonly DispatchEvent[] }) {
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />;
  return (
    <Timeline
      data-testid="plan-timeline"
      items={planTimelineLines(events).map((l) => ({
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
