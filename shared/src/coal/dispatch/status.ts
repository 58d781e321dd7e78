/**
 * Dispatch (coal-api.md "Dispatch", coal-domain.md "Dispatch"): the life of a dispatch plan (调度计划) and of the
 * pickup orders (提煤单) issued from it, with the texts the server answers. Both sides read these.
 */

/** 草稿 → 已审核 → 执行中 (first truck weighed) → 已完成 | 已关闭. */
export const PLAN_STATUSES = ['draft', 'approved', 'executing', 'completed', 'closed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_STATUS_ITEMS: [PlanStatus, string][] = [
  ['draft', '草稿'],
  ['approved', '已审核'],
  ['executing', '执行中'],
  ['completed', '已完成'],
  ['closed', '已关闭'],
];

/** Plans whose planned tonnage is held against the contract's balance (coal-api.md: "open plans"). */
export const OPEN_PLAN_STATUSES: readonly PlanStatus[] = ['draft', 'approved', 'executing'];
/** Plans counted as dispatched in the contract's progress (`dispatchedT`). */
export const DISPATCHED_PLAN_STATUSES: readonly PlanStatus[] = ['approved', 'executing', 'completed'];
/** Plans pickup orders may be issued on. */
export const ISSUING_PLAN_STATUSES: readonly PlanStatus[] = ['approved', 'executing'];

export const PLAN_ACTIONS = ['approve', 'close'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

export interface PlanTransition {
  from: readonly PlanStatus[];
  to: PlanStatus;
  label: string;
  remarkRequired: boolean;
  /** Said when the plan is in none of `from` (another user acted first, or the list was stale). */
  wrongState: string;
}

export const PLAN_TRANSITIONS: Record<PlanAction, PlanTransition> = {
  approve: { from: ['draft'], to: 'approved', label: '审核', remarkRequired: false, wrongState: '只有草稿状态的调度计划可以审核' },
  close: { from: ['draft', 'approved', 'executing'], to: 'closed', label: '关闭', remarkRequired: true, wrongState: '只有草稿、已审核或执行中的调度计划可以关闭' },
};

/** Permission code of a plan action: `coal:dispatchPlan:approve`, `coal:dispatchPlan:close`. */
export const planActionPerm = (action: PlanAction) => `coal:dispatchPlan:${action}`;

/** 有效 → 已使用 (checked in) | 已过期 (the day passed, by the daily job) | 已作废. */
export const PICKUP_STATUSES = ['valid', 'used', 'expired', 'void'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export const PICKUP_STATUS_ITEMS: [PickupStatus, string][] = [
  ['valid', '有效'],
  ['used', '已使用'],
  ['expired', '已过期'],
  ['void', '已作废'],
];

/** Orders that take one of a plan's planned trucks. */
export const COUNTED_PICKUP_STATUSES: readonly PickupStatus[] = ['valid', 'used'];

export const PICKUP_ACTIONS = ['issue', 'void'] as const;
export type PickupAction = (typeof PICKUP_ACTIONS)[number];
/** Permission code of a pickup-order action: `coal:pickupOrder:issue`, `coal:pickupOrder:void`. */
export const pickupActionPerm = (action: PickupAction) => `coal:pickupOrder:${action}`;

/** Time slots of a load date (装车时段); a pickup order is valid the whole load day whatever the slot. */
export const LOAD_SLOT_ITEMS: [string, string][] = [
  ['allDay', '全天'],
  ['morning', '上午'],
  ['afternoon', '下午'],
  ['night', '夜间'],
];

/** The driver's page a pickup order's QR code and link open (a web route; the token is the order's secret). */
export const PICKUP_LINK_PREFIX = '/driver/pickup/';
export const pickupLink = (token: string) => `${PICKUP_LINK_PREFIX}${token}`;

/** What the plan's timeline records. */
export const DISPATCH_EVENTS = ['create', 'edit', 'approve', 'close', 'issue', 'void', 'expire', 'complete', 'reopen'] as const;
export type DispatchEventKind = (typeof DISPATCH_EVENTS)[number];

export const DISPATCH_EVENT_LABELS: Record<DispatchEventKind, string> = {
  create: '创建',
  edit: '修改',
  approve: '审核',
  close: '关闭',
  issue: '开提煤单',
  void: '作废提煤单',
  expire: '提煤单过期',
  complete: '计划车数已过磅完成',
  reopen: '恢复执行（磅单作废或冲红）',
};

export const DispatchTexts = {
  staffOnly: '调度计划由本公司调度人员编制',
  pickupStaffOrCarrier: '提煤单由本公司调度人员或承运单位办理',
  contractMissing: '合同不存在或已删除',
  contractNotExecuting: '只有执行中的合同可以调度',
  overBalance: '超出合同剩余量',
  loadDatePast: '装车日期不能早于今天',
  notDraft: '只有草稿状态的调度计划可以修改',
  deleteNotDraft: '只有草稿状态的调度计划可以删除',
  remarkRequired: '请填写意见',
  consigneeMissing: '收货单位不存在或已删除',
  planNotIssuing: '只有已审核或执行中的调度计划可以开提煤单',
  planDayPast: '调度计划的装车日期已过，不能开提煤单',
  planContractNotExecuting: '合同已不在执行中，不能开提煤单',
  carMissing: '车辆不存在或已删除',
  driverRequired: '请选择司机',
  driverMissing: '司机不存在或已删除',
  voidReasonRequired: '请填写作废原因',
  voidNotValid: '只有有效的提煤单可以作废',
} as const;
