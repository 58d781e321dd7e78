import { CONTRACT_ACTIONS, CONTRACT_TRANSITIONS, contractActionPerm, type ContractAction, type ContractEvent, type ContractSupplement } from '@meiyun/shared';

/** A transition a user may start on a contract from its row or its detail: the label, whether it must say why. */
export interface OfferedAction {
  action: ContractAction;
  label: string;
  remarkRequired: boolean;
  permission: string;
}

type Has = (code: string) => boolean;

/** 审批通过 and 驳回: never on one's own submission (four eyes; the server refuses 不能审批自己提交的合同). */
const DECIDING: readonly ContractAction[] = ['approve', 'reject'];

/**
 * The transitions a contract in `status` offers this user: those leaving that status (CONTRACT_TRANSITIONS) whose
 * permission the user holds, less the decisions on a submission of their own. The server checks all of it again;
 * offering only these keeps the menu from promising what would be refused.
 */
export function offeredActions(status: unknown, has: Has, ownSubmission = false): OfferedAction[] {
  const offered = CONTRACT_ACTIONS.filter((a) => CONTRACT_TRANSITIONS[a].from === status && has(contractActionPerm(a)) && !(ownSubmission && DECIDING.includes(a)));
  return offered.map((action) => ({
    action,
    label: CONTRACT_TRANSITIONS[action].label,
    remarkRequired: CONTRACT_TRANSITIONS[action].remarkRequired,
    permission: contractActionPerm(action),
  }));
}

/**
 * Whether the user submitted this approving contract: the submit is the last write of a contract while it is
 * 审批中 (no edit, agreement or other action touches it before the decision), so its `updateBy` is the submitter.
 * The detail reads the submitter from the timeline instead.
 */
export const isOwnSubmission = (record: Record<string, unknown>, username: string | undefined): boolean =>
  Boolean(username) && record.status === 'approving' && record.updateBy === username;

/** The user who last submitted the contract, from its timeline (oldest first). */
export function lastSubmitter(events: readonly Pick<ContractEvent, 'kind' | 'byUsername'>[]): string | undefined {
  return events.filter((e) => e.kind === 'submit').at(-1)?.byUsername;
}

/** Only a draft is edited in place (coal-api.md); an approved contract changes by a supplementary agreement. */
export const isEditable = (status: unknown): boolean => status === 'draft';

/** 补充协议 is proposed on an executing contract, by a holder of `coal:contract:supplement`. */
export const canProposeSupplement = (status: unknown, has: Has): boolean => status === 'executing' && has(contractActionPerm('supplement'));

export type SupplementDecision = 'approve' | 'reject';

/**
 * The decisions a pending supplementary agreement offers: the same permissions as approving and rejecting a
 * contract (DESIGN: `coal:contract:approve` / `coal:contract:reject`); a decided one offers none, nor one the user
 * proposed.
 */
export function supplementDecisions(supplement: Pick<ContractSupplement, 'status' | 'createBy'>, has: Has, username?: string): SupplementDecision[] {
  // Nor on one's own proposal (不能审批自己提交的补充协议).
  if (supplement.status !== 'approving' || (username && supplement.createBy === username)) return [];
  return (['approve', 'reject'] as const).filter((d) => has(contractActionPerm(d)));
}

export const SUPPLEMENT_DECISION_LABELS: Record<SupplementDecision, string> = { approve: '审批通过', reject: '驳回' };
