import { describe, expect, it } from 'vitest';
import { weighingTimelineLines } from './weighingTimeline';

const ev = (kind: any, fromStatus: string | null, toStatus: string | null, remark: string | null = null) => ({ id: kind, kind, fromStatus, toStatus, remark, byUsername: 'sb01', byRealname: '李司磅', time: '2026-11-26 09:00:00' });

describe('weighingTimelineLines', () => {
  it('names each line, who did it and the status it moved', () => {
    const lines = weighingTimelineLines([ev('tare', null, 'tared', '15020kg'), ev('gross', 'tared', 'completed'), ev('bill', null, 'issued', 'MP2026112600001'), ev('deduct', 'completed', 'completed', '120kg'), ev('void', 'completed', 'void', '车未停稳')]);
    expect(lines.map((l) => [l.action, l.statusChange, l.color])).toEqual([
      ['称皮重', '已称皮', 'blue'],
      ['称毛重', '已称皮 → 已完成', 'blue'],
      ['开具煤票', '已开具', 'green'],
      ['扣重', null, 'gray'],
      ['作废', '已完成 → 已作废', 'red'],
    ]);
    expect(lines[0]).toMatchObject({ who: '李司磅（sb01）', remark: '15020kg', time: '2026-11-26 09:00:00' });
  });
});
