/**
 * Weighing records (磅单, coal-api.md "Queue and weighbridge", coal-domain.md "Queue and weighbridge"): statuses,
 * deduction kinds, actions, permission codes and the texts the server answers. Both sides read these.
 */

/**
 * A sale weighs tare first (已称皮), a purchase gross first (已称毛); the second weighing completes the record
 * (已完成). A record is never deleted: 已作废 before settlement, 已冲红 after, each with its reason.
 */
export const WEIGHING_STATUSES = ['tared', 'grossed', 'completed', 'void', 'reversed'] as const;
export type WeighingStatus = (typeof WEIGHING_STATUSES)[number];

export const WEIGHING_STATUS_ITEMS: [WeighingStatus, string][] = [
  ['tared', '已称皮'],
  ['grossed', '已称毛'],
  ['completed', '已完成'],
  ['void', '已作废'],
  ['reversed', '已冲红'],
];

/** Records whose weights count (shipped tonnage, a plan's executed trucks): completed and neither voided nor reversed. */
export const COUNTED_WEIGHING_STATUSES: readonly WeighingStatus[] = ['completed'];
/** Records still open at the scale: the first weighing taken, the second not yet. */
export const OPEN_WEIGHING_STATUSES: readonly WeighingStatus[] = ['tared', 'grossed'];

/** 自动 / 扣水 / 扣杂 / 手工 (coal-domain.md). */
export const DEDUCTION_KINDS = ['auto', 'water', 'impurity', 'manual'] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];
export const DEDUCTION_KIND_ITEMS: [DeductionKind, string][] = [
  ['auto', '自动'],
  ['water', '扣水'],
  ['impurity', '扣杂'],
  ['manual', '手工'],
];

export const WEIGHING_DIRECTION_ITEMS: [string, string][] = [
  ['sales', '销售'],
  ['purchase', '采购'],
];

export const WEIGHING_ACTIONS = ['tare', 'gross', 'deduct', 'void', 'reverse', 'manual', 'leave'] as const;
export type WeighingAction = (typeof WEIGHING_ACTIONS)[number];
/** `coal:weighing:tare`, …; `coal:weighing:manual` lets a clerk type a weight instead of capturing the scale's. */
export const weighingActionPerm = (action: WeighingAction) => `coal:weighing:${action}`;
export const WEIGHING_ACTION_LABELS: Record<WeighingAction, string> = {
  tare: '称皮重',
  gross: '称毛重',
  deduct: '扣重',
  void: '作废',
  reverse: '冲红',
  manual: '手工录入',
  leave: '出场',
};

/** Lines of a weighing's timeline. */
export const WEIGHING_EVENTS = ['tare', 'gross', 'deduct', 'bill', 'leave', 'void', 'reverse', 'billReceive'] as const;
export type WeighingEventKind = (typeof WEIGHING_EVENTS)[number];
export const WEIGHING_EVENT_LABELS: Record<WeighingEventKind, string> = {
  tare: '称皮重',
  gross: '称毛重',
  deduct: '扣重',
  bill: '开具煤票',
  leave: '出场',
  void: '作废',
  reverse: '冲红',
  billReceive: '煤票核验',
};

/**
 * The tare tolerance (sys_config key, default 500 kg): a tare further than this from the car's reference tare is
 * flagged 异常. The stability hold is the scale's own setting (the scale link's, default 2000 ms).
 */
export const TARE_TOLERANCE_SETTING = { key: 'coal.weighing.tareToleranceKg', defaultValue: 500 } as const;

export const WeighingTexts = {
  overload: '超载，请卸载后重新过磅',
  netNotPositive: '净重必须大于0，请核对皮重和毛重',
  unstable: '地磅读数不稳定，不能采集',
  mismatch: '采集重量与地磅读数不符',
  scaleMissing: '地磅不存在或已删除',
  ticketOrOrder: '请选择排队记录或提煤单',
  ticketMissing: '排队记录不存在',
  orderMissing: '提煤单不存在',
  notEntered: '车辆未进场，不能过磅',
  alreadyWeighed: '该车辆已过磅，请勿重复采集',
  orderNotUsable: '提煤单不是有效状态，不能过磅',
  orderNotToday: '提煤单不在有效期内，不能过磅',
  saleTareFirst: '销售车辆应先称皮重',
  purchaseGrossFirst: '采购车辆应先称毛重',
  notTared: '只有已称皮的磅单可以称毛重',
  notGrossed: '只有已称毛的磅单可以称皮重',
  overContract: '超出合同剩余量',
  deductNotCompleted: '只有已完成且未结算的磅单可以扣重',
  deductOverNet: '扣重合计不能超过净重',
  voidReasonRequired: '请填写作废原因',
  reverseReasonRequired: '请填写冲红原因',
  voidSettled: '磅单已结算，不能作废，请冲红',
  voidNotOpen: '只有未作废、未冲红的磅单可以作废',
  reverseNotSettled: '只有已结算的磅单可以冲红，未结算的请作废',
  reverseDone: '磅单已冲红',
  leaveNotDone: '只有已完成的磅单可以出场',
  leaveDone: '车辆已出场',
  manualForbidden: '没有手工录入重量的权限',
  staffOnly: '过磅由本公司司磅员办理',
  weightWhole: '重量应为整数千克',
} as const;

export const weightNotDivision = (divisionKg: number) => `重量必须是地磅分度值${divisionKg}kg的整数倍`;
export const tareAbnormal = (tareKg: number, refTareKg: number, toleranceKg: number) => `皮重${tareKg}kg与参考皮重${refTareKg}kg相差${Math.abs(tareKg - refTareKg)}kg，超过允许偏差${toleranceKg}kg`;
export const overPlanBalance = (netKg: number, balanceKg: number) => `净重${netKg}kg超过调度计划剩余量${Math.max(balanceKg, 0)}kg`;
