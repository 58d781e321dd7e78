import { defineEntity } from '../../entity/meta';
import type { RailFreightResult } from '../../coal/freight/railTariff';
import type { TransitLossResult } from '../../coal/freight/transitLoss';
import { createTimeField, remarkField } from './fields';
import type { RailRateValues } from './railRate';

/** 请车 → 批车 → 装车 → 在途 → 到站 → 站存 (coal-domain.md "Freight"): the states of a rail shipment. */
export const RAIL_STATUSES = ['requested', 'approved', 'loaded', 'inTransit', 'arrived', 'stored'] as const;
export type RailStatus = (typeof RAIL_STATUSES)[number];
export const RAIL_STATUS_ITEMS: readonly (readonly [RailStatus, string])[] = [
  ['requested', '已请车'],
  ['approved', '已批车'],
  ['loaded', '已装车'],
  ['inTransit', '在途'],
  ['arrived', '已到站'],
  ['stored', '已站存'],
];

/** The steps after the request, each a guarded move from exactly one state (PUT /coal/railShipment/{step}). */
export const RAIL_STEPS = ['approve', 'load', 'depart', 'arrive', 'store'] as const;
export type RailStep = (typeof RAIL_STEPS)[number];
export const RAIL_STEP_INFO: Record<RailStep, { label: string; from: RailStatus; to: RailStatus }> = {
  approve: { label: '批车', from: 'requested', to: 'approved' },
  load: { label: '装车', from: 'approved', to: 'loaded' },
  depart: { label: '发车', from: 'loaded', to: 'inTransit' },
  arrive: { label: '到站', from: 'inTransit', to: 'arrived' },
  store: { label: '站存', from: 'arrived', to: 'stored' },
};
export const railStepPerm = (s: RailStep) => `coal:railShipment:${s}`;
/** The step a shipment in `status` waits for, or null once stored. */
export const nextRailStep = (status: unknown): RailStep | null => RAIL_STEPS.find((s) => RAIL_STEP_INFO[s].from === status) ?? null;

const statusLabel = (s: string) => new Map<string, string>(RAIL_STATUS_ITEMS).get(s) ?? s;

/** The rail screens' own refusals; the arithmetic's are FreightTexts (shared/src/coal/freight/validate.ts). */
export const RailTexts = {
  staffOnly: '铁路发运由本公司调度办理，业务单位用户只能查看',
  platformMissing: '请选择装车站台',
  platformGone: '装车站台不存在',
  contractGone: '合同不存在或无权查看',
  rateMissing: '请选择铁路运价',
  rateGone: '铁路运价不存在',
  rateDisabled: '该铁路运价已停用',
  wagonsRequested: '请车数必须是1到500之间的整数',
  wagonsApproved: '批准车数必须是1到500之间的整数',
  approvedOver: '批准车数不能大于请车数',
  loadedOver: (n: number) => `装车数不能大于批准车数（${n}车）`,
  wagonDuplicate: (no: string) => `车号${no}重复`,
  wagonType: '车型最多20个字符',
  trainNo: '请填写车次',
  timeBad: (what: string) => `${what}格式不正确（应为yyyy-MM-dd HH:mm:ss）`,
  arrivalWagons: '到站重量应逐节对应已装车皮',
  arrivalUnknown: (no: string) => `车皮${no}不在本次装车中`,
  allowanceMissing: '请填写运损允许率（‰）',
  stale: '该发运单已被他人修改，请刷新后重试',
  wrongState: (step: RailStep, status: string) => `当前状态为${statusLabel(status)}，不能${RAIL_STEP_INFO[step].label}（应为${statusLabel(RAIL_STEP_INFO[step].from)}）`,
  done: (step: RailStep, who: string) => `该发运单已由${who}${RAIL_STEP_INFO[step].label}，请勿重复操作`,
} as const;

/** One wagon of a shipment as queryById shows it. */
export interface RailWagonRow {
  id: string;
  seq: number;
  wagonNo: string;
  wagonType: string | null;
  markedLoadKg: number | null;
  ticketKg: number | null;
  arrivalKg: number | null;
  chargedKg: number | null;
  freightAmount: string | null;
}

/** A line of the shipment's timeline. */
export interface RailEvent {
  id: string;
  kind: 'request' | RailStep;
  fromStatus: RailStatus | null;
  toStatus: RailStatus | null;
  remark: string | null;
  byUsername: string;
  byRealname: string | null;
  time: string;
}

/** What the shipment's `trace` holds: the freight as railTariff.ts computed it (with the rate used) and, once arrived, the loss. */
export interface RailTrace {
  rate?: { id: string; name: string; validFrom: string };
  freight?: RailFreightResult;
  loss?: TransitLossResult;
}

/** `GET /coal/railShipment/queryById`: the list's record, its wagons, trace and timeline. */
export type RailShipmentDetail = Record<string, unknown> & {
  id: string;
  status: RailStatus;
  rev: number;
  wagons: RailWagonRow[];
  trace: RailTrace;
  events: RailEvent[];
  /** The shipment's rate as it stands now, for the 装车 dialog's live preview (the server computes again on save). */
  rate: (RailRateValues & { id: string; name: string }) | null;
};

const ro = { readonly: true, form: false } as const;
const hidden = { readonly: true, list: false, exportable: false, form: false } as const;
const kgField = <Name extends string>(name: Name, label: string) => ({ name, label, type: 'int', ...ro, list: { width: 110 } }) as const;

/**
 * 铁路发运 (coal-domain.md "Freight", docs/freight.md "铁路发运"): a request for wagons at a loading platform through
 * its arrival. The list kit lists and exports it; the request (add) and every step are the feature's own calls, each
 * a guarded move of the status with a timeline line; the freight and the loss are the server's (railTariff.ts,
 * transitLoss.ts). A customer's or supplier's user sees the shipments of its contracts.
 */
export const railShipmentMeta = defineEntity({
  name: 'coalRailShipment',
  title: '铁路发运',
  api: '/coal/railShipment',
  perm: 'coal:railShipment',
  tenantScoped: true,
  org: { consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'exportXls'],
  fields: [
    { name: 'shipmentNo', label: '发运单号', type: 'string', ...ro, query: true, sortable: true, list: { width: 150 } },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_rail_status', ...ro, query: true, list: { width: 80 } },
    { name: 'contractId', label: '合同', type: 'string', queryMode: 'eq', list: false, exportable: false, importable: false },
    { name: 'contractNo', label: '合同编号', type: 'string', ...ro, query: true, list: { width: 150 } },
    { name: 'platformId', label: '装车站台', type: 'string', dict: 'coal_platform,name,id', required: true, query: true, list: { width: 120 } },
    { name: 'toStation', label: '到站', type: 'string', required: true, maxLength: 100, query: true, list: { width: 110 } },
    { name: 'trainNo', label: '车次', type: 'string', ...ro, query: true, list: { width: 90 } },
    { name: 'requestedWagons', label: '请车数', type: 'int', required: true, min: 1, max: 500, list: { width: 70 } },
    { name: 'approvedWagons', label: '批车数', type: 'int', ...ro, list: { width: 70 } },
    { name: 'rateId', label: '铁路运价', type: 'string', dict: 'coal_rail_rate,name,id', required: true, list: { width: 140 } },
    { name: 'tariffKm', label: '运价里程(km)', type: 'int', required: true, min: 1, max: 10000, list: { width: 100 } },
    { name: 'electrifiedKm', label: '电气化里程(km)', type: 'int', required: true, min: 0, max: 10000, list: { width: 110 } },
    kgField('ticketKg', '票重(kg)'),
    { name: 'freightAmount', label: '运费(元)', type: 'decimal', scale: 2, ...ro, sortable: true, list: { width: 110 } },
    kgField('arrivalKg', '到站重量(kg)'),
    kgField('lossKg', '运损(kg)'),
    { name: 'lossPermille', label: '运损率(‰)', type: 'decimal', scale: 2, ...ro, list: { width: 90 } },
    { name: 'lossAllowancePermille', label: '允许运损率(‰)', type: 'decimal', scale: 2, min: 0, max: 1000, list: { width: 110 } },
    { name: 'requestTime', label: '请车时间', type: 'datetime', ...ro, query: 'range', sortable: true, list: { width: 160 } },
    { name: 'approvedTime', label: '批车时间', type: 'datetime', ...ro, list: false },
    { name: 'loadedTime', label: '装车时间', type: 'datetime', ...ro, list: false },
    { name: 'departTime', label: '发车时间', type: 'datetime', ...ro, list: { width: 160 } },
    { name: 'arrivalTime', label: '到站时间', type: 'datetime', ...ro, list: { width: 160 } },
    { name: 'rev', label: '版本', type: 'int', ...hidden },
    { name: 'consumerId', label: '客户', type: 'string', ...hidden },
    { name: 'supplierId', label: '供应商', type: 'string', ...hidden },
    remarkField,
    createTimeField,
  ],
});
