import { CLAUSE_TEMPLATE_5000, dec, money, type ContractClause, type ContractEventKind, type ContractTerms } from '@meiyun/shared';
import { seedId } from '../../../core/db/seed-id';
import { addDays, at } from './days';
import type { coalContract, coalContractEvent, coalContractSupplement } from '../contract/table';
import { CONSUMERS, SUPPLIERS } from './data';

const id = (key: string) => seedId(`demo:${key}`);
const TENANT = 1;

type Row = typeof coalContract.$inferInsert;
type EventRow = typeof coalContractEvent.$inferInsert;
type SupplementRow = typeof coalContractSupplement.$inferInsert;

const c = (indicator: ContractClause['indicator'], direction: ContractClause['direction'], from: string, to: string, step: string | null, amountPerStep: string | null, opts: Partial<ContractClause> = {}): ContractClause => ({
  indicator, direction, from, to, step, amountPerStep, stepping: 'full', capPerT: null, mode: 'price', ...opts,
});
const reject = (indicator: ContractClause['indicator'], from: string, to: string) => c(indicator, 'above', from, to, null, null, { mode: 'reject' });

/** Clause sets as the trade writes them for each sort (5000 kcal: the template of coal-domain.md). */
const CLAUSES: Record<string, ContractClause[]> = {
  DL5500: [
    c('qnetArKcal', 'above', '5500', '6000', '100', '2.5'),
    c('qnetArKcal', 'below', '5300', '5500', '100', '-3'),
    c('qnetArKcal', 'below', '4800', '5300', '100', '-8'),
    reject('qnetArKcal', '0', '4799'),
    c('mt', 'above', '14', '30', '1', '-1.5', { stepping: 'prorata' }),
    c('std', 'above', '1', '2', '0.1', '-2', { capPerT: '20' }),
  ],
  DL5000: [...CLAUSE_TEMPLATE_5000],
  DL4500: [
    c('qnetArKcal', 'above', '4500', '5000', '100', '2'),
    c('qnetArKcal', 'below', '4300', '4500', '100', '-3'),
    c('qnetArKcal', 'below', '3800', '4300', '100', '-8'),
    reject('qnetArKcal', '0', '3799'),
    c('mt', 'above', '18', '30', '1', '-1'),
  ],
  JM01: [
    c('ad', 'above', '10.5', '12.5', '0.5', '-30'),
    reject('ad', '12.51', '100'),
    c('std', 'above', '0.8', '1.2', '0.1', '-40'),
    c('g', 'below', '70', '85', '1', '-5'),
    c('mt', 'above', '10', '20', '1', '1', { mode: 'tonnage' }),
  ],
  XJM01: [c('ad', 'above', '9.5', '11', '0.5', '-20'), c('std', 'above', '0.7', '1', '0.1', '-30'), c('mt', 'above', '10', '16', '1', '1', { mode: 'tonnage' })],
  WYM01: [c('qnetArKcal', 'below', '6000', '6500', '100', '-6'), c('vdaf', 'above', '8', '10', '1', '-10'), c('ad', 'above', '15', '20', '1', '-8')],
  PCM01: [c('qnetArKcal', 'below', '5800', '6200', '100', '-5'), c('ad', 'above', '12', '14', '0.5', '-10'), c('hgi', 'below', '50', '70', '5', '-5', { stepping: 'prorata' })],
};

interface Spec {
  key: string;
  direction: 'purchase' | 'sales';
  party: number;
  material: keyof typeof CLAUSES;
  mode: 'port' | 'ship' | 'railway' | 'other';
  quantityT: number;
  unitPrice: string;
  /** Days from today: signed, started, ending. */
  signed: number;
  ends: number;
  status: 'draft' | 'approving' | 'executing' | 'completed' | 'terminated';
  /** An approved supplement (the terms it changed, and what they were) or one waiting. */
  supplement?: { reason: string; changes: ContractTerms; previous?: ContractTerms; pending?: boolean };
  remark?: string;
}

const SPECS: Spec[] = [
  { key: 's1', direction: 'sales', party: 0, material: 'DL5500', mode: 'railway', quantityT: 60000, unitPrice: '865', signed: -75, ends: 110, status: 'executing' },
  { key: 's2', direction: 'sales', party: 1, material: 'DL5000', mode: 'railway', quantityT: 120000, unitPrice: '780', signed: -150, ends: 20, status: 'executing' },
  { key: 's3', direction: 'sales', party: 2, material: 'DL5000', mode: 'port', quantityT: 80000, unitPrice: '790', signed: -120, ends: 150, status: 'executing', supplement: { reason: '市场价上涨，双方协商调整单价并延长供货期', changes: { unitPrice: '790', endDate: '+150' }, previous: { unitPrice: '770.0000', endDate: '+60' } } },
  { key: 's4', direction: 'sales', party: 4, material: 'DL4500', mode: 'other', quantityT: 30000, unitPrice: '640', signed: -40, ends: 90, status: 'executing', supplement: { reason: '冬储增量，合同数量增加10000吨', changes: { quantityT: '40000' }, pending: true } },
  { key: 's5', direction: 'sales', party: 3, material: 'DL5500', mode: 'ship', quantityT: 50000, unitPrice: '880', signed: -2, ends: 180, status: 'approving' },
  { key: 's6', direction: 'sales', party: 5, material: 'DL5000', mode: 'railway', quantityT: 40000, unitPrice: '775', signed: 0, ends: 120, status: 'draft' },
  { key: 's7', direction: 'sales', party: 6, material: 'DL5000', mode: 'other', quantityT: 70000, unitPrice: '760', signed: -200, ends: -20, status: 'completed' },
  { key: 's8', direction: 'sales', party: 7, material: 'JM01', mode: 'railway', quantityT: 20000, unitPrice: '1720', signed: -90, ends: 60, status: 'terminated', remark: '客户焦炉检修，双方协商终止' },
  { key: 's9', direction: 'sales', party: 9, material: 'JM01', mode: 'railway', quantityT: 45000, unitPrice: '1750', signed: -60, ends: 120, status: 'executing' },
  { key: 'p1', direction: 'purchase', party: 5, material: 'DL5500', mode: 'other', quantityT: 100000, unitPrice: '720', signed: -80, ends: 100, status: 'executing' },
  { key: 'p2', direction: 'purchase', party: 2, material: 'DL5000', mode: 'railway', quantityT: 150000, unitPrice: '650', signed: -100, ends: 80, status: 'executing' },
  { key: 'p3', direction: 'purchase', party: 0, material: 'JM01', mode: 'railway', quantityT: 40000, unitPrice: '1650', signed: -70, ends: 110, status: 'executing' },
  { key: 'p4', direction: 'purchase', party: 9, material: 'DL4500', mode: 'other', quantityT: 60000, unitPrice: '520', signed: -1, ends: 150, status: 'approving' },
  { key: 'p5', direction: 'purchase', party: 1, material: 'XJM01', mode: 'other', quantityT: 30000, unitPrice: '1350', signed: 0, ends: 90, status: 'draft' },
  { key: 'p6', direction: 'purchase', party: 8, material: 'DL5000', mode: 'other', quantityT: 90000, unitPrice: '655', signed: -170, ends: 6, status: 'executing' },
  { key: 'p7', direction: 'purchase', party: 4, material: 'WYM01', mode: 'other', quantityT: 25000, unitPrice: '1180', signed: -220, ends: -35, status: 'completed' },
  { key: 'p8', direction: 'purchase', party: 6, material: 'PCM01', mode: 'railway', quantityT: 35000, unitPrice: '1080', signed: -50, ends: 130, status: 'executing' },
];

/** The demo's two staff: the clerk who writes and submits, the manager who decides (the rows' author is `demo`). */
const CLERK = { byUsername: 'demo', byRealname: '王建国（业务员）' };
const MANAGER = { byUsername: 'demo', byRealname: '李慧敏（业务经理）' };


const TERMS = {
  purchase: { deliveryTerms: 'minePickup', weighingBasis: 'supplier', qualityBasis: 'thirdParty', settlementCycle: 'month' },
  sales: { deliveryTerms: 'delivered', weighingBasis: 'consumer', qualityBasis: 'consumer', settlementCycle: 'batch' },
} as const;

export interface DemoContracts {
  contracts: Row[];
  events: EventRow[];
  supplements: SupplementRow[];
  /** Bell messages to write: contracts waiting for approval, expiry warnings sent. */
  notices: { contractId: string; contractNo: string; counterpartyName: string; kind: 'approve' | 'expiry'; daysLeft?: number; endDate?: string }[];
}

/**
 * Seventeen contracts of the demo company around `today`: sales to its power plants, cement and steel works and
 * purchases from its mines, in every state, with their clause sets, timelines, a supplement approved and one waiting,
 * two ending within a month (warned), numbered by the rule's shape (HT + the signing day + a serial).
 */
export function demoContractRows(today: string): DemoContracts {
  const out: DemoContracts = { contracts: [], events: [], supplements: [], notices: [] };
  const serials = new Map<string, number>();
  for (const s of SPECS) {
    const contractId = id(`contract:${s.key}`);
    const signDate = addDays(today, s.signed);
    const serial = (serials.get(signDate) ?? 0) + 1;
    serials.set(signDate, serial);
    const contractNo = `HT${signDate.replaceAll('-', '')}${String(900 + serial).padStart(4, '0')}`;
    const party = s.direction === 'purchase' ? SUPPLIERS[s.party][0] : CONSUMERS[s.party][0];
    const partyId = id(`${s.direction === 'purchase' ? 'supplier' : 'consumer'}:${s.party}`);
    const endDate = addDays(today, s.ends);
    const prior = s.supplement && !s.supplement.pending ? s.supplement.previous : undefined;
    const amount = dec(s.quantityT).times(dec(s.unitPrice));
    const daysLeft = s.ends;
    const warned = s.status === 'executing' && daysLeft >= 0 && daysLeft <= 30 ? (daysLeft <= 7 ? 7 : 30) : null;
    out.contracts.push({
      id: contractId,
      tenantId: TENANT,
      contractNo,
      direction: s.direction,
      mode: s.mode,
      counterpartyId: partyId,
      counterpartyName: party,
      supplierId: s.direction === 'purchase' ? partyId : null,
      consumerId: s.direction === 'sales' ? partyId : null,
      materialId: id(`material:${s.material}`),
      quantityT: String(s.quantityT),
      unitPrice: s.unitPrice,
      taxRate: '0.13',
      baseQnetArKcal: /^DL(\d{4})$/.test(s.material) ? Number(s.material.slice(2)) : null,
      signDate,
      startDate: addDays(signDate, 5),
      endDate,
      deliveryPlace: s.direction === 'purchase' ? `${SUPPLIERS[s.party][1]}坑口` : CONSUMERS[s.party][2][0],
      ...TERMS[s.direction],
      // 5 % of the contract's value, to the yuan.
      deposit: money(amount.times(0.05).toDecimalPlaces(0)),
      ownerId: seedId('user:admin'),
      status: s.status,
      version: prior ? 2 : 1,
      rev: 1,
      clauses: CLAUSES[s.material],
      expiryWarnedDays: warned,
      remark: s.remark ?? null,
      createBy: 'demo',
      createTime: at(signDate, 9, 10),
    });
    const event = (kind: ContractEventKind, date: string, hh: number, who: typeof CLERK, fromStatus: string | null, toStatus: string | null, extra: Partial<EventRow> = {}) =>
      out.events.push({ id: id(`contract-event:${s.key}:${out.events.length}`), tenantId: TENANT, contractId, kind, fromStatus, toStatus, version: 1, time: at(date, hh, 15), ...who, ...extra });
    event('create', signDate, 9, CLERK, null, 'draft');
    if (s.status === 'draft') continue;
    event('submit', signDate, 10, CLERK, 'draft', 'approving', { remark: '请审批' });
    if (s.status === 'approving') {
      out.notices.push({ contractId, contractNo, counterpartyName: party, kind: 'approve' });
      continue;
    }
    const approved = addDays(signDate, 1);
    event('approve', approved, 15, MANAGER, 'approving', 'executing', { remark: '同意，按合同执行' });
    if (s.supplement) {
      const sid = id(`contract-supplement:${s.key}`);
      const proposed = addDays(today, s.supplement.pending ? -1 : -20);
      const resolve = (t: ContractTerms) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('+') ? addDays(today, Number(v.slice(1))) : v])) as ContractTerms;
      out.supplements.push({
        id: sid,
        tenantId: TENANT,
        contractId,
        version: 2,
        reason: s.supplement.reason,
        status: s.supplement.pending ? 'approving' : 'approved',
        changes: resolve(s.supplement.changes),
        previous: s.supplement.previous ? resolve(s.supplement.previous) : null,
        decidedBy: s.supplement.pending ? null : 'demo',
        decidedTime: s.supplement.pending ? null : at(addDays(proposed, 1), 11),
        remark: s.supplement.pending ? null : '同意',
        createBy: 'demo',
        createTime: at(proposed, 14),
      });
      event('supplement', proposed, 14, CLERK, 'executing', 'executing', { supplementId: sid, remark: s.supplement.reason });
      if (!s.supplement.pending) event('supplementApprove', addDays(proposed, 1), 11, MANAGER, 'executing', 'executing', { supplementId: sid, remark: '同意', version: 2 });
    }
    if (warned !== null) {
      out.notices.push({ contractId, contractNo, counterpartyName: party, kind: 'expiry', daysLeft, endDate });
      event('expiryWarning', today, 0, { byUsername: 'system', byRealname: '系统' }, null, null, { remark: `合同还有${daysLeft}天到期（${endDate}）`, version: prior ? 2 : 1 });
    }
    if (s.status === 'completed') event('complete', addDays(endDate, 2), 16, MANAGER, 'executing', 'completed', { remark: '合同数量已履行完毕' });
    if (s.status === 'terminated') event('terminate', addDays(today, -10), 16, MANAGER, 'executing', 'terminated', { remark: s.remark });
  }
  return out;
}
