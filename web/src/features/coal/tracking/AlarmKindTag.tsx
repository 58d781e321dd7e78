import { Tag } from 'antd';
import type { GpsAlarmKind } from '@meiyun/shared';

const KIND = { enter: { color: 'green', text: '进入' }, leave: { color: 'orange', text: '离开' } } as const;

/** 进入 in green, 离开 in orange: a fence alarm's kind in the track's panel and the alarm list. */
export function AlarmKindTag({ kind }: { kind: GpsAlarmKind }) {
  const k = KIND[kind] ?? { color: 'default', text: kind };
  return <Tag color={k.color}>{k.text}</Tag>;
}
