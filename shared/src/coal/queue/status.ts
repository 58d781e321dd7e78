/**
 * The truck queue (coal-api.md "Queue and weighbridge", coal-domain.md "Queue and weighbridge"): the states of a
 * queue ticket, with the texts the server answers. Both sides read these.
 */

/**
 * 已预约 → 排队中 → 已叫号 → 已进场 → 已称皮 → 装车中 → 已称毛 → 已开票 → 已出场; side states 过号 (missed the call,
 * back of the queue with a new number), 作废, 异常. The queue moves a ticket up to 已进场; the weighbridge after.
 */
export const QUEUE_STATUSES = ['booked', 'waiting', 'called', 'entered', 'tared', 'loading', 'grossed', 'billed', 'left', 'skipped', 'void', 'abnormal'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const QUEUE_STATUS_ITEMS: [QueueStatus, string][] = [
  ['booked', '已预约'],
  ['waiting', '排队中'],
  ['called', '已叫号'],
  ['entered', '已进场'],
  ['tared', '已称皮'],
  ['loading', '装车中'],
  ['grossed', '已称毛'],
  ['billed', '已开票'],
  ['left', '已出场'],
  ['skipped', '过号'],
  ['void', '作废'],
  ['abnormal', '异常'],
];

/** Tickets still in the yard's day: a car holds at most one of these (a partial unique index decides a race). */
export const OPEN_QUEUE_STATUSES: readonly QueueStatus[] = ['booked', 'waiting', 'called', 'entered', 'tared', 'loading', 'grossed', 'billed', 'skipped', 'abnormal'];
/** The waiting line `call` takes the next from (oldest queue number first); a skipped ticket rejoined at the back. */
export const WAITING_QUEUE_STATUSES: readonly QueueStatus[] = ['waiting', 'skipped'];
/** Past the gate and not yet out: the trucks a board shows as 场内作业, each with what it does next. */
export const IN_YARD_QUEUE_STATUSES: readonly QueueStatus[] = ['entered', 'tared', 'loading', 'grossed', 'billed'];
/** Tickets that may still be voided: not yet weighed. */
export const VOIDABLE_QUEUE_STATUSES: readonly QueueStatus[] = ['booked', 'waiting', 'called', 'entered', 'skipped'];

export const QUEUE_ACTIONS = ['checkIn', 'call', 'enter', 'skip', 'void'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];
/** Permission code of a queue action: `coal:queue:checkIn`, `coal:queue:call`, … (`coal:queue:list` reads the board). */
export const queueActionPerm = (action: QueueAction) => `coal:queue:${action}`;
export const QUEUE_ACTION_LABELS: Record<QueueAction, string> = { checkIn: '排队签到', call: '叫号', enter: '进场', skip: '过号', void: '作废' };

export const QueueTexts = {
  staffOnly: '叫号、进场、过号和作废由本公司人员办理',
  orderOrPlate: '请扫描提煤单或输入车牌号',
  orderMissing: '提煤单不存在',
  noValidOrder: '该车辆没有今天有效的提煤单',
  orderUsed: '提煤单已使用，不能重复排队',
  orderExpired: '提煤单已过期',
  orderVoid: '提煤单已作废',
  orderNotToday: '提煤单不是今天的，不能排队',
  carMissing: '车辆不存在或已删除',
  yardRequired: '请选择货场',
  yardMissing: '货场不存在或已删除',
  nobodyWaiting: '当前没有排队的车辆',
  enterNotCalled: '只有已叫号的车辆可以进场',
  skipNotCalled: '只有已叫号的车辆可以过号',
  voidReasonRequired: '请填写作废原因',
  voidNotOpen: '只有未过磅的排队记录可以作废',
} as const;

/** 车辆「晋A12345」已列入黑名单，不能排队 / 已停用 / 已在排队中（12号）. */
export const queueCarBlacklisted = (plateNo: string) => `车辆「${plateNo}」已列入黑名单，不能排队`;
export const queueCarDisabled = (plateNo: string) => `车辆「${plateNo}」已停用，不能排队`;
export const queueCarQueued = (plateNo: string, queueNo?: number) => `车辆「${plateNo}」已在排队中${queueNo ? `（${queueNo}号）` : ''}，不能重复排队`;

/** The yard's big-screen board link: held by whoever may create or rotate it (a button of the queue screen). */
export const QUEUE_BOARD_PERM = 'coal:queue:board';

/** The public pages' texts (the yard's board, the driver's phone page): the server answers them, the pages show them. */
export const QueuePublicTexts = {
  boardInvalid: '看板链接无效或已失效',
  pickupInvalid: '提煤单链接无效或已失效',
  locationRequired: '请允许获取位置后再签到',
  locationBad: '位置信息不正确，请重新定位',
  noFence: '该货场未设置电子围栏，不能在手机上签到，请到货场窗口签到',
  tooMany: '操作太频繁，请稍后再试',
  boardStaffOnly: '排队看板链接由本公司人员管理',
} as const;

/** 您不在货场范围内（距货场约 3.2 公里）: the distance to the nearest fence edge, so the driver knows how far. */
export const queueOutsideFence = (metres: number) =>
  `您不在货场范围内（距货场约 ${metres >= 1000 ? `${(metres / 1000).toFixed(1)} 公里` : `${Math.max(1, Math.round(metres))} 米`}），请到达货场后再签到`;

/** The yard's big-screen board (a web route; the token is the board's secret, stored hashed). */
export const QUEUE_BOARD_LINK_PREFIX = '/board/queue/';
export const queueBoardLink = (token: string) => `${QUEUE_BOARD_LINK_PREFIX}${token}`;
