/**
 * A contract's life (coal-api.md "Contracts"): 草稿 → 审批中 → 执行中 → 已完成 | 已终止. Each action is a route
 * `PUT /coal/contract/<action>` with `{ id, remark }` and a permission of its own.
 */
export const CONTRACT_STATUSES = ['draft', 'approving', 'executing', 'completed', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_STATUS_ITEMS: [ContractStatus, string][] = [
  ['draft', '草稿'],
  ['approving', '审批中'],
  ['executing', '执行中'],
  ['completed', '已完成'],
  ['terminated', '已终止'],
];

export const CONTRACT_ACTIONS = ['submit', 'approve', 'reject', 'complete', 'terminate'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

export interface ContractTransition {
  from: ContractStatus;
  to: ContractStatus;
  label: string;
  /** Reject and terminate must say why; the others may. */
  remarkRequired: boolean;
  /** Said when the contract is not in `from` (another user acted first, or the list was stale). */
  wrongState: string;
  /** Said when it is done. */
  done: string;
}

export const CONTRACT_TRANSITIONS: Record<ContractAction, ContractTransition> = {
  submit: { from: 'draft', to: 'approving', label: '提交审批', remarkRequired: false, wrongState: '只有草稿状态的合同可以提交审批', done: '已提交审批' },
  approve: { from: 'approving', to: 'executing', label: '审批通过', remarkRequired: false, wrongState: '只有审批中的合同可以审批', done: '已审批通过' },
  reject: { from: 'approving', to: 'draft', label: '驳回', remarkRequired: true, wrongState: '只有审批中的合同可以驳回', done: '已驳回' },
  complete: { from: 'executing', to: 'completed', label: '完成', remarkRequired: false, wrongState: '只有执行中的合同可以完成', done: '合同已完成' },
  terminate: { from: 'executing', to: 'terminated', label: '终止', remarkRequired: true, wrongState: '只有执行中的合同可以终止', done: '合同已终止' },
};

/** Permission code of an action: `coal:contract:submit` … */
export const contractActionPerm = (action: ContractAction | 'supplement' | 'supplementApprove') => `coal:contract:${action}`;

/**
 * What the timeline records: the five actions, the writes of a draft, and a supplementary agreement (补充协议)
 * proposed, approved or rejected, and the expiry warnings the daily job sends.
 */
export const CONTRACT_EVENTS = ['create', 'edit', ...CONTRACT_ACTIONS, 'supplement', 'supplementApprove', 'supplementReject', 'expiryWarning'] as const;
export type ContractEventKind = (typeof CONTRACT_EVENTS)[number];

export const CONTRACT_EVENT_LABELS: Record<ContractEventKind, string> = {
  create: '创建',
  edit: '修改',
  submit: '提交审批',
  approve: '审批通过',
  reject: '驳回',
  complete: '完成',
  terminate: '终止',
  supplement: '提交补充协议',
  supplementApprove: '补充协议审批通过',
  supplementReject: '补充协议驳回',
  expiryWarning: '到期提醒',
};

export const ContractTexts = {
  notDraft: '只有草稿状态的合同可以修改',
  deleteNotDraft: '只有草稿状态的合同可以删除',
  remarkRequired: '请填写意见',
  stale: '合同已被他人修改，请刷新后重试',
  dates: '结束日期不能早于开始日期',
  signAfterEnd: '签订日期不能晚于结束日期',
  counterparty: '请选择合同对方',
  counterpartyMissing: '合同对方不存在或已删除',
  supplementNotExecuting: '只有执行中的合同可以签订补充协议',
  supplementPending: '该合同已有审批中的补充协议',
  supplementNotPending: '该补充协议不在审批中',
  supplementReason: '请填写补充协议事由',
  supplementNoChange: '补充协议没有修改任何内容',
} as const;

/** Days before the end date on which the owner is warned (coal issue 11), each once. */
export const CONTRACT_EXPIRY_WARNING_DAYS = [30, 7] as const;
