import type { ContractEvent } from '@meiyun/shared';
import { Tag } from 'antd';
import { ActivityTimeline } from '../../../components/timeline/ActivityTimeline';
import { timelineLines } from './timelineItems';

/** 审批记录: every write and transition of the contract, oldest first, with who, when, what, why and its version. */
export function ContractTimeline({ events }: { events: readonly ContractEvent[] }) {
  return (
    <ActivityTimeline
      testId="contract-timeline"
      lines={timelineLines(events)}
      remarkPrefix="意见："
      extra={(l) => (
        <Tag variant="filled" style={{ marginLeft: 4 }}>
          版本 {l.version}
        </Tag>
      )}
    />
  );
}
