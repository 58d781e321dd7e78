import type { DispatchEvent } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { planTimelineLines } from './planTimeline';

const event = (over: Partial<DispatchEvent>): DispatchEvent => ({ id: '1', kind: 'create', fromStatus: null, toStatus: 'draft', pickupOrderId: null, remark: null, byUsername: 'admin', byRealname: null, time: '2026-11-26 10:00:00', ...over });

describe('planTimelineLines', () => {
  it('names the action, who, the status change and the reason', () => {
    const [line] = planTimelineLines([event({ kind: 'close', fromStatus: 'approved', toStatus: 'closed', remark: '客户暂停收货', byRealname: '张调度', byUsername: 'zhang' })]);
    expect(line).toMatchObject({ action: '关闭', color: 'red', who: '张调度（zhang）', statusChange: '已审核 → 已关闭', remark: '客户暂停收货' });
  });
  it('an order issued keeps the status and is blue', () => {
    const [line] = planTimelineLines([event({ kind: 'issue', fromStatus: 'approved', toStatus: 'approved', remark: 'THD2026112600001' })]);
    expect(line).toMatchObject({ action: '开提煤单', color: 'blue', statusChange: null, who: 'admin' });
  });
});
