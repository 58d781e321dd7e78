import { describe, expect, it } from 'vitest';
import { canIssue, isDraft, offeredPlanActions, trucksText } from './planActions';

const all = () => true;

describe('offeredPlanActions', () => {
  it('offers 审核 and 关闭 on a draft, 关闭 alone once approved or executing, nothing when done', () => {
    expect(offeredPlanActions('draft', all).map((a) => a.label)).toEqual(['审核', '关闭']);
    expect(offeredPlanActions('approved', all).map((a) => a.action)).toEqual(['close']);
    expect(offeredPlanActions('executing', all).map((a) => a.action)).toEqual(['close']);
    expect(offeredPlanActions('completed', all)).toEqual([]);
    expect(offeredPlanActions('closed', all)).toEqual([]);
  });
  it('follows the permissions and says closing needs a reason', () => {
    expect(offeredPlanActions('draft', (c) => c === 'coal:dispatchPlan:close')).toEqual([{ action: 'close', label: '关闭', remarkRequired: true }]);
  });
});

describe('canIssue', () => {
  it('needs an approved or executing plan with trucks left and the issue permission', () => {
    expect(canIssue({ status: 'approved', plannedTrucks: 2, issuedTrucks: 1 }, all)).toBe(true);
    expect(canIssue({ status: 'executing', plannedTrucks: 2, issuedTrucks: 0 }, all)).toBe(true);
    expect(canIssue({ status: 'approved', plannedTrucks: 2, issuedTrucks: 2 }, all)).toBe(false);
    expect(canIssue({ status: 'draft', plannedTrucks: 2, issuedTrucks: 0 }, all)).toBe(false);
    expect(canIssue({ status: 'approved', plannedTrucks: 2, issuedTrucks: 0 }, () => false)).toBe(false);
  });
});

describe('small helpers', () => {
  it('reads draft and trucks', () => {
    expect(isDraft('draft')).toBe(true);
    expect(isDraft('approved')).toBe(false);
    expect(trucksText({ plannedTrucks: 10, issuedTrucks: 3 })).toBe('3 / 10');
    expect(trucksText({})).toBe('0 / 0');
  });
});
