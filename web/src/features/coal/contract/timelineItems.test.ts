import type { ContractEvent } from '@meiyun/shared';
import { describe, expect, it } from 'vitest';
import { timelineLines } from './timelineItems';

const event = (over: Partial<ContractEvent>): ContractEvent => ({
  id: 'e', kind: 'create', fromStatus: null, toStatus: 'draft', remark: null, supplementId: null, version: 1, byUsername: 'admin', byRealname: '管理员', time: '2026-01-02 10:00:00', ...over,
});

describe('timelineLines', () => {
  it('who, what, the status change and the remark, coloured by what happened', () => {
    const lines = timelineLines([
      event({ id: '1', kind: 'create', fromStatus: null, toStatus: 'draft' }),
      event({ id: '2', kind: 'submit', fromStatus: 'draft', toStatus: 'approving', byRealname: null, byUsername: 'clerk' }),
      event({ id: '3', kind: 'reject', fromStatus: 'approving', toStatus: 'draft', remark: '单价有误' }),
      event({ id: '4', kind: 'approve', fromStatus: 'approving', toStatus: 'executing' }),
      event({ id: '5', kind: 'supplement', fromStatus: 'executing', toStatus: 'executing', version: 2 }),
    ]);
    expect(lines.map((l) => [l.action, l.who, l.statusChange, l.remark, l.color])).toEqual([
      ['创建', '管理员（admin）', null, null, 'gray'],
      ['提交审批', 'clerk', '草稿 → 审批中', null, 'blue'],
      ['驳回', '管理员（admin）', '审批中 → 草稿', '单价有误', 'red'],
      ['审批通过', '管理员（admin）', '审批中 → 执行中', null, 'green'],
      ['提交补充协议', '管理员（admin）', null, null, 'blue'],
    ]);
  });
});
