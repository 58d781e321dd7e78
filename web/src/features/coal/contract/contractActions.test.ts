import { describe, expect, it } from 'vitest';
import { canProposeSupplement, isEditable, isOwnSubmission, lastSubmitter, offeredActions, supplementDecisions } from './contractActions';

const all = () => true;
const only = (...codes: string[]) => (code: string) => codes.includes(code);
const labels = (status: string, has: (c: string) => boolean) => offeredActions(status, has).map((a) => a.label);

describe('offeredActions', () => {
  it('offers what leaves each status, to a user holding every permission', () => {
    expect(labels('draft', all)).toEqual(['提交审批']);
    expect(labels('approving', all)).toEqual(['审批通过', '驳回']);
    expect(labels('executing', all)).toEqual(['完成', '终止']);
    expect(labels('completed', all)).toEqual([]);
    expect(labels('terminated', all)).toEqual([]);
  });

  it('offers only the actions whose permission the user holds', () => {
    expect(labels('approving', only('coal:contract:approve'))).toEqual(['审批通过']);
    expect(labels('approving', only('coal:contract:submit'))).toEqual([]);
    expect(labels('executing', only('coal:contract:terminate'))).toEqual(['终止']);
  });

  it('驳回 and 终止 must say why; the others may', () => {
    const required = [...offeredActions('approving', all), ...offeredActions('executing', all), ...offeredActions('draft', all)].filter((a) => a.remarkRequired).map((a) => a.action);
    expect(required.sort()).toEqual(['reject', 'terminate']);
  });
});

describe('edit and supplementary agreements', () => {
  it('only a draft is edited', () => {
    expect(['draft', 'approving', 'executing', 'completed', 'terminated'].filter(isEditable)).toEqual(['draft']);
  });

  it('补充协议 on an executing contract, with its permission', () => {
    expect(canProposeSupplement('executing', only('coal:contract:supplement'))).toBe(true);
    expect(canProposeSupplement('executing', only('coal:contract:approve'))).toBe(false);
    expect(canProposeSupplement('draft', all)).toBe(false);
    expect(canProposeSupplement('completed', all)).toBe(false);
  });

  it('a pending agreement is decided with the approve and reject permissions; a decided one offers nothing', () => {
    expect(supplementDecisions({ status: 'approving', createBy: 'clerk' }, all)).toEqual(['approve', 'reject']);
    expect(supplementDecisions({ status: 'approving', createBy: 'clerk' }, only('coal:contract:reject'))).toEqual(['reject']);
    expect(supplementDecisions({ status: 'approved', createBy: 'clerk' }, all)).toEqual([]);
    expect(supplementDecisions({ status: 'rejected', createBy: 'clerk' }, all)).toEqual([]);
  });
});

describe('four eyes', () => {
  it('the submitter is not offered 审批通过 or 驳回 of their own submission', () => {
    expect(offeredActions('approving', all, true)).toEqual([]);
    expect(offeredActions('executing', all, true).map((a) => a.action)).toEqual(['complete', 'terminate']);
  });

  it('an approving contract was submitted by its last writer; the timeline names the last submitter', () => {
    expect(isOwnSubmission({ status: 'approving', updateBy: 'clerk' }, 'clerk')).toBe(true);
    expect(isOwnSubmission({ status: 'approving', updateBy: 'clerk' }, 'boss')).toBe(false);
    expect(isOwnSubmission({ status: 'executing', updateBy: 'clerk' }, 'clerk')).toBe(false);
    expect(isOwnSubmission({ status: 'approving', updateBy: 'clerk' }, undefined)).toBe(false);
    const events = [
      { kind: 'submit' as const, byUsername: 'a' },
      { kind: 'reject' as const, byUsername: 'boss' },
      { kind: 'submit' as const, byUsername: 'b' },
    ];
    expect(lastSubmitter(events)).toBe('b');
    expect(lastSubmitter([])).toBeUndefined();
  });

  it('nor a supplementary agreement the user proposed', () => {
    expect(supplementDecisions({ status: 'approving', createBy: 'clerk' }, all, 'clerk')).toEqual([]);
    expect(supplementDecisions({ status: 'approving', createBy: 'clerk' }, all, 'boss')).toEqual(['approve', 'reject']);
  });
});
