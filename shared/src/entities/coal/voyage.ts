import { defineEntity } from '../../entity/meta';
import { checkLaytime } from '../../coal/freight/validate';
import { parseLocalMinute, type LaytimeInput } from '../../coal/freight/laytime';
import { createTimeField, remarkField, tonnesField } from './fields';

const ro = { readonly: true, form: false } as const;
const hidden = { readonly: true, list: false, exportable: false, form: false } as const;
const time = <Name extends string>(name: Name, label: string, listed = true) =>
  ({ name, label, type: 'datetime', list: listed ? { width: 150 } : false, form: false, exportable: true }) as const;

/**
 * 船运航次 (coal-domain.md "Freight", docs/freight.md "船运航次"): a vessel loading our coal at a berth, its time
 * line, the quantity by draft survey, the freight and the laytime statement with its demurrage or despatch. The
 * server writes add and edit itself (the times, the charter's terms and the excepted periods travel as the form
 * sends them; the figures are computed by computeLaytime and stored), so the times and the jsonb columns are not
 * form fields of the kit. The status follows the times entered.
 */
export const voyageMeta = defineEntity({
  name: 'coalVoyage',
  title: '船运航次',
  api: '/coal/voyage',
  perm: 'coal:voyage',
  tenantScoped: true,
  org: { consumer: 'consumerId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'exportXls'],
  fields: [
    { name: 'voyageNo', label: '航次编号', type: 'string', unique: true, query: true, sortable: true, maxLength: 50, list: { width: 150 }, form: { span: 12, placeholder: '留空则按编号规则自动生成' } },
    { name: 'vesselName', label: '船名', type: 'string', required: true, query: true, maxLength: 100, list: { width: 110 }, form: { span: 12 } },
    { name: 'vesselDwt', label: '载重吨(DWT)', type: 'int', min: 0, max: 1_000_000, list: { width: 100 }, form: { span: 12 } },
    { name: 'portId', label: '港口', type: 'string', dict: 'coal_port,name,id', required: true, query: true, list: { width: 100 }, form: { widget: 'select', span: 12 } },
    { name: 'berthId', label: '泊位', type: 'string', dict: 'coal_berth,name,id', list: { width: 110 }, form: { widget: 'select', span: 12 } },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_voyage_status', ...ro, query: true, list: { width: 80 } },
    { name: 'contractId', label: '合同', type: 'string', ...hidden, query: true, queryMode: 'eq' },
    { name: 'contractNo', label: '合同编号', type: 'string', ...ro, query: true, list: { width: 150 } },
    { name: 'consumerId', label: '客户', type: 'string', dict: 'coal_consumer,name,id', ...ro, list: { width: 150 } },
    tonnesField('loadedT', '装货量(t)', { list: { width: 100 }, form: { span: 12, placeholder: '水尺计重' } }),
    { name: 'laytimeResult', label: '滞期/速遣', type: 'string', dict: 'coal_laytime_result', ...ro, query: true, list: { width: 90 } },
    { name: 'demurrageAmount', label: '滞期费(元)', type: 'decimal', scale: 2, ...ro, list: { width: 110 } },
    { name: 'despatchAmount', label: '速遣费(元)', type: 'decimal', scale: 2, ...ro, list: { width: 110 } },
    tonnesField('loadRateT', '装货速率(t/天)', { list: { width: 110 }, form: { span: 12 } }),
    { name: 'freightRate', label: '运价(元/t)', type: 'decimal', scale: 4, min: 0, max: 100_000, list: { width: 100 }, form: { span: 12 } },
    { name: 'freightAmount', label: '运费(元)', type: 'decimal', scale: 2, ...ro, list: { width: 120 } },
    { name: 'demurrageRate', label: '滞期费率(元/天)', type: 'decimal', scale: 2, min: 0, max: 10_000_000, list: false, form: { span: 12 } },
    { name: 'despatchRate', label: '速遣费率(元/天)', type: 'decimal', scale: 2, min: 0, max: 10_000_000, list: false, form: { span: 12 } },
    time('plannedTime', '计划到港', false),
    time('arrivalTime', '到港时间'),
    time('norTime', 'NOR递交', false),
    time('berthingTime', '靠泊时间', false),
    time('loadStartTime', '开始装货', false),
    time('loadEndTime', '装货完毕', false),
    time('departureTime', '离港时间', false),
    { name: 'allowedDays', label: '允许装货天数', type: 'decimal', scale: 4, ...ro, list: false },
    { name: 'usedDays', label: '实用装货天数', type: 'decimal', scale: 4, ...ro, list: false },
    { name: 'laytimeTerms', label: '装卸时间条款', type: 'text', ...hidden },
    { name: 'exclusions', label: '除外时间', type: 'text', ...hidden },
    { name: 'holidays', label: '节假日', type: 'text', ...hidden },
    { name: 'statement', label: '装卸时间事实记录', type: 'text', ...hidden },
    { name: 'updateTime', label: '修改时间', type: 'datetime', ...hidden },
    remarkField,
    createTimeField,
  ],
});

export const VOYAGE_STATUS_ITEMS: [string, string][] = [
  ['planned', '计划'],
  ['arrived', '已到港'],
  ['berthed', '已靠泊'],
  ['loading', '装货中'],
  ['loaded', '装货完毕'],
  ['departed', '已离港'],
];
export type VoyageStatus = 'planned' | 'arrived' | 'berthed' | 'loading' | 'loaded' | 'departed';

export const LAYTIME_RESULT_ITEMS: [string, string][] = [
  ['demurrage', '滞期'],
  ['despatch', '速遣'],
  ['none', '刚好'],
];

/** The time line in its order; each time moves the voyage to its status (a later time implies the earlier steps). */
export const VOYAGE_TIMES = [
  { field: 'plannedTime', label: '计划到港时间', status: null },
  { field: 'arrivalTime', label: '到港时间', status: 'arrived' },
  { field: 'norTime', label: 'NOR递交时间', status: 'arrived' },
  { field: 'berthingTime', label: '靠泊时间', status: 'berthed' },
  { field: 'loadStartTime', label: '开始装货时间', status: 'loading' },
  { field: 'loadEndTime', label: '装货完毕时间', status: 'loaded' },
  { field: 'departureTime', label: '离港时间', status: 'departed' },
] as const;
export type VoyageTimeField = (typeof VOYAGE_TIMES)[number]['field'];

/** PUT /coal/voyage/<action> { id, time }: the time it records. */
export const VOYAGE_ACTIONS = {
  arrive: { field: 'arrivalTime', label: '到港', done: '已登记到港' },
  tenderNor: { field: 'norTime', label: '递交NOR', done: '已登记NOR递交' },
  berth: { field: 'berthingTime', label: '靠泊', done: '已登记靠泊' },
  startLoading: { field: 'loadStartTime', label: '开始装货', done: '已登记开始装货' },
  finishLoading: { field: 'loadEndTime', label: '装货完毕', done: '已登记装货完毕' },
  depart: { field: 'departureTime', label: '离港', done: '已登记离港' },
} as const satisfies Record<string, { field: VoyageTimeField; label: string; done: string }>;
export type VoyageAction = keyof typeof VOYAGE_ACTIONS;
export const VOYAGE_ACTION_NAMES = Object.keys(VOYAGE_ACTIONS) as VoyageAction[];

/** The charter's laytime terms as stored in `laytimeTerms` (the options of computeLaytime). */
export interface VoyageLaytimeTerms {
  rateBasis: 'wwd' | 'day';
  commencement: { rule: 'afterNor'; hours: number | string; orEarlier?: 'berthing' | 'loadingStart' | null } | { rule: 'berthing' } | { rule: 'loadingStart' };
  sundaysHolidays: 'SHINC' | 'SHEX';
  onceOnDemurrage: boolean;
}
/** One excepted period (`exclusions`): weather stops follow the rate basis, shifting and others are always excluded. */
export interface VoyageExclusion {
  kind: 'weather' | 'other';
  from: string;
  to: string;
  reason?: string;
}

export const DEFAULT_LAYTIME_TERMS: VoyageLaytimeTerms = { rateBasis: 'wwd', commencement: { rule: 'afterNor', hours: 6, orEarlier: 'loadingStart' }, sundaysHolidays: 'SHINC', onceOnDemurrage: true };

export const VoyageTexts = {
  timeBad: (label: string) => `${label}格式不正确（应为yyyy-MM-dd HH:mm）`,
  timeOrder: (later: string, earlier: string) => `${later}不能早于${earlier}`,
  exclusionKind: (i: number) => `除外时间第${i + 1}行：请选择类型（天气或其他）`,
  termsBad: '装卸时间条款格式不正确',
  contractBad: '合同须为本租户的销售合同，运输方式为船运或港口',
  staffOnly: '航次由本公司人员登记，业务单位用户只能查看',
  stale: '航次已被他人修改，请刷新后重试',
  actionDone: (label: string) => `航次已登记${label}时间`,
  timeMissing: '请输入时间',
} as const;

/** A time as the laytime arithmetic reads it ('yyyy-MM-dd HH:mm'), from the form's or the list's text; null when blank. */
export function voyageMinuteText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  if (!s) return null;
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:00)?$/.test(s) ? s.slice(0, 16) : s;
}

/** The status the times entered come to: the latest step of the time line with a time. */
export function voyageStatusOf(times: Partial<Record<VoyageTimeField, unknown>>): VoyageStatus {
  let status: VoyageStatus = 'planned';
  for (const t of VOYAGE_TIMES) if (t.status && voyageMinuteText(times[t.field])) status = t.status;
  return status;
}

/** The first time out of order (arrival ≤ NOR, berthing ≤ loading start ≤ completion ≤ departure, …), or null. */
export function voyageTimeProblem(times: Partial<Record<VoyageTimeField, unknown>>): string | null {
  const at = new Map<string, number>();
  for (const t of VOYAGE_TIMES) {
    const s = voyageMinuteText(times[t.field]);
    if (s === null) continue;
    const m = parseLocalMinute(s);
    if (m === null) return VoyageTexts.timeBad(t.label);
    at.set(t.field, m);
  }
  const order: [VoyageTimeField, VoyageTimeField][] = [
    ['arrivalTime', 'norTime'],
    ['arrivalTime', 'berthingTime'],
    ['berthingTime', 'loadStartTime'],
    ['norTime', 'loadStartTime'],
    ['loadStartTime', 'loadEndTime'],
    ['loadEndTime', 'departureTime'],
    ['berthingTime', 'departureTime'],
  ];
  const label = (f: VoyageTimeField) => VOYAGE_TIMES.find((t) => t.field === f)!.label;
  for (const [a, b] of order) {
    const x = at.get(a);
    const y = at.get(b);
    if (x !== undefined && y !== undefined && y < x) return VoyageTexts.timeOrder(label(b), label(a));
  }
  return null;
}

/** The voyage's fields the laytime needs, as the form holds them or the server stored them. */
export interface VoyageLaytimeSource {
  loadedT?: unknown;
  loadRateT?: unknown;
  norTime?: unknown;
  berthingTime?: unknown;
  loadStartTime?: unknown;
  loadEndTime?: unknown;
  demurrageRate?: unknown;
  despatchRate?: unknown;
  laytimeTerms?: unknown;
  exclusions?: unknown;
  holidays?: unknown;
}

/** Whether the statement can be drawn up: the quantity, the rate, NOR, loading start and completion are all known. */
export function voyageLaytimeReady(v: VoyageLaytimeSource): boolean {
  const given = (x: unknown) => x !== null && x !== undefined && String(x).trim() !== '';
  return given(v.loadedT) && given(v.loadRateT) && given(v.norTime) && given(v.loadStartTime) && given(v.loadEndTime);
}

/**
 * The voyage's laytime input checked by checkLaytime (the same check and messages in the form and on the server),
 * or its refusal. Excepted periods are split by kind: weather follows the rate basis, the others are excluded.
 */
export function voyageLaytimeInput(v: VoyageLaytimeSource): { value: LaytimeInput } | { error: string } {
  const terms = (v.laytimeTerms ?? DEFAULT_LAYTIME_TERMS) as Partial<VoyageLaytimeTerms>;
  if (typeof terms !== 'object' || Array.isArray(terms)) return { error: VoyageTexts.termsBad };
  const rows = v.exclusions ?? [];
  if (!Array.isArray(rows)) return { error: '除外时间格式不正确' };
  const weather: unknown[] = [];
  const other: unknown[] = [];
  for (const [i, r] of rows.entries()) {
    const kind = (r as VoyageExclusion | null)?.kind;
    if (kind !== 'weather' && kind !== 'other') return { error: VoyageTexts.exclusionKind(i) };
    const p = r as VoyageExclusion;
    (kind === 'weather' ? weather : other).push({ from: voyageMinuteText(p.from), to: voyageMinuteText(p.to), reason: p.reason });
  }
  return checkLaytime({
    quantityT: v.loadedT,
    loadRate: v.loadRateT,
    rateBasis: terms.rateBasis,
    norTendered: voyageMinuteText(v.norTime),
    berthing: voyageMinuteText(v.berthingTime),
    loadingStart: voyageMinuteText(v.loadStartTime),
    completion: voyageMinuteText(v.loadEndTime),
    commencement: terms.commencement,
    sundaysHolidays: terms.sundaysHolidays,
    holidays: v.holidays ?? [],
    weather,
    otherExclusions: other,
    demurrageRate: v.demurrageRate,
    despatchRate: v.despatchRate,
    onceOnDemurrage: terms.onceOnDemurrage,
  });
}
