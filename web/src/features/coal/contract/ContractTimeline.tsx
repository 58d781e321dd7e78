import type { ContractEvent } from '@meiyun/shared';
import { Empty, Tag, Timeline } from 'antd';
import { timelineLines } from './timelineItems';

/** 审批记录: every write and transition of the contract, oldest first, with who, when, what and why. */
export function ContractTimeline({ events }: { events: readonly ContractEvent[] }) {
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />;
  return (
    <Timeline
      data-testid="contract-timeline"
      items={timelineLines(events).map((l) => ({
        key: l.key,
        color: l.color,
        content: (
          <div className="contract-timeline-item">
            <div>
              <strong>{l.action}</strong>
              <span className="contract-hint" style={{ marginLeft: 8 }}>
                {l.who}
              </span>
              {l.statusChange && <Tag style={{ marginLeft: 8 }}>{l.statusChange}</Tag>}
              <Tag variant="filled" style={{ marginLeft: 4 }}>
                版本 {l.version}
              </Tag>
            </div>
            {l.remark && <div className="contract-timeline-remark">意见：{l.remark}</div>}
            <div className="contract-hint">{l.time}</div>
          </div>
        ),
      }))}
    />
  );
}
