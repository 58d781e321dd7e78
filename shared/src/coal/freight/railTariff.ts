import { dec, money, parseDecimal, tonnes, type Dec } from '../decimal';

/**
 * Railway freight (铁路运费) of a consignment of wagons, coal-domain.md "Freight" and docs/freight.md "Railway":
 * per tonne = 发到基价 + 运行基价 × tariff km + the per-tonne surcharges; a wagon pays it on its charged weight
 * (计费重量 = max(ticket weight, the wagon's minimum — its marked load, 标重)) plus its per-wagon fees.
 * The rates come from the caller (the settings table holds them); none is written here.
 */

/** How a surcharge is charged: per tonne-km over the tariff or the electrified km, per tonne, or per wagon. */
export type RailChargeBasis = 'tonneKm' | 'electrifiedTonneKm' | 'tonne' | 'wagon';

export interface RailSurcharge {
  /** Stable key for the trace ("electrification", "constructionFund", "shunting"). */
  code: string;
  /** 电气化附加费, 铁路建设基金, 取送车费 … */
  name: string;
  basis: RailChargeBasis;
  /** 元 per unit of the basis, at most 4 places (元/t·km, 元/t or 元/车). */
  rate: string | number;
}

export interface RailRateTable {
  /** 发到基价, 元/t. */
  baseRate: string | number;
  /** 运行基价, 元/t·km. */
  runningRate: string | number;
  surcharges: readonly RailSurcharge[];
}

export interface RailWagonInput {
  wagonNo: string;
  /** Ticket weight (票重), whole kg. */
  ticketKg: number;
  /** The least weight the wagon is charged on (its marked load 标重, or a set minimum), whole kg; 0 for none. */
  minChargedKg: number;
}

export interface RailFreightInput {
  rates: RailRateTable;
  /** 运价里程, whole km. */
  tariffKm: number;
  /** The electrified part of the route, whole km, ≤ tariffKm. */
  electrifiedKm: number;
  wagons: readonly RailWagonInput[];
  /**
   * 铁路货物运价规则: a wagonload's charged weight is in whole tonnes, below a tonne rounded half up. True (the
   * default) applies it; false charges the weight to the kilogram.
   */
  chargedToWholeTonne?: boolean;
}

/** A component's per-tonne figure: what it adds to the rate per tonne, and how. */
export interface RailRateComponent {
  code: string;
  name: string;
  basis: RailChargeBasis | 'base' | 'running';
  rate: string;
  /** km for the km-based ones, null otherwise. */
  km: number | null;
  /** 元/t (rate × km, or rate); null for a per-wagon fee. Exact: rates have ≤ 4 places and km are whole. */
  perT: string | null;
}

export interface RailWagonComponent {
  code: string;
  name: string;
  /** perT × charged tonnes, or the per-wagon fee, rounded half up to the fen on its own. */
  amount: string;
}

export interface RailWagonFreight {
  wagonNo: string;
  ticketT: string;
  minChargedT: string;
  chargedT: string;
  /** Why the charged weight is what it is: '票重' or '标重'. */
  chargedBy: 'ticket' | 'minimum';
  components: RailWagonComponent[];
  /** Σ components (each already in fen, so not rounded again). */
  freight: string;
}

export interface RailFreightResult {
  tariffKm: number;
  electrifiedKm: number;
  components: RailRateComponent[];
  /** Σ per-tonne components, 元/t, exact at 4 places. */
  ratePerT: string;
  /** Σ per-wagon fees, 元 per wagon. */
  perWagon: string;
  wagons: RailWagonFreight[];
  ticketT: string;
  chargedT: string;
  /** Σ wagons' freight. */
  total: string;
  /** total / Σ ticket tonnes, 4 places: what a tonne actually carried cost (null without weight). */
  effectivePerTicketT: string | null;
}

function need(raw: string | number, what: string): Dec {
  const v = parseDecimal(raw);
  if (v === null) throw new Error(`${what} is not a decimal: ${String(raw)}`);
  if (v.isNegative() || v.decimalPlaces() > 4) throw new Error(`${what} must be ≥ 0 with at most 4 places: ${String(raw)}`);
  return v;
}

function wholeKg(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${what} is not whole kilograms ≥ 0: ${n}`);
  return n;
}

/**
 * The consignment's freight (docs/freight.md "Railway"):
 * 1. per tonne: base + running × tariffKm + Σ tonne-km surcharges × their km + Σ per-tonne surcharges — exact;
 * 2. charged weight of a wagon = max(ticket, minimum), to the whole tonne half up unless told otherwise;
 * 3. each component of a wagon = round2(perT × chargedT) (per-wagon fees as they are); wagon = Σ components;
 * 4. total = Σ wagons.
 */
export function computeRailFreight(input: RailFreightInput): RailFreightResult {
  const km = wholeKg(input.tariffKm, 'tariffKm');
  const ekm = wholeKg(input.electrifiedKm, 'electrifiedKm');
  if (ekm > km) throw new Error(`electrifiedKm ${ekm} exceeds tariffKm ${km}`);
  const base = need(input.rates.baseRate, 'baseRate');
  const running = need(input.rates.runningRate, 'runningRate');
  const comps: (RailRateComponent & { perTDec: Dec | null; rateDec: Dec })[] = [
    { code: 'base', name: '发到基价', basis: 'base', rate: base.toFixed(), km: null, perT: null, perTDec: base, rateDec: base },
    { code: 'running', name: '运行基价', basis: 'running', rate: running.toFixed(), km, perT: null, perTDec: running.times(km), rateDec: running },
  ];
  for (const [i, s] of input.rates.surcharges.entries()) {
    const r = need(s.rate, `surcharges[${i}].rate`);
    const k = s.basis === 'tonneKm' ? km : s.basis === 'electrifiedTonneKm' ? ekm : null;
    const perT = s.basis === 'wagon' ? null : k === null ? r : r.times(k);
    comps.push({ code: s.code, name: s.name, basis: s.basis, rate: r.toFixed(), km: k, perT: null, perTDec: perT, rateDec: r });
  }
  const ratePerT = comps.reduce((t, c) => (c.perTDec ? t.plus(c.perTDec) : t), dec(0));
  const perWagon = comps.reduce((t, c) => (c.basis === 'wagon' ? t.plus(c.rateDec) : t), dec(0));
  const whole = input.chargedToWholeTonne ?? true;

  let total = dec(0);
  let ticketKgSum = 0;
  let chargedSum = dec(0);
  const wagons: RailWagonFreight[] = input.wagons.map((w, i) => {
    const ticket = wholeKg(w.ticketKg, `wagons[${i}].ticketKg`);
    const min = wholeKg(w.minChargedKg, `wagons[${i}].minChargedKg`);
    const byMin = min > ticket;
    const kg = Math.max(ticket, min);
    const chargedT = whole ? dec(kg).div(1000).toDecimalPlaces(0) : dec(kg).div(1000);
    const components = comps.map((c) => ({ code: c.code, name: c.name, amount: c.perTDec ? c.perTDec.times(chargedT).toDecimalPlaces(2) : c.rateDec.toDecimalPlaces(2) }));
    const freight = components.reduce((t, c) => t.plus(c.amount), dec(0));
    total = total.plus(freight);
    ticketKgSum += ticket;
    chargedSum = chargedSum.plus(chargedT);
    return {
      wagonNo: w.wagonNo,
      ticketT: tonnes(dec(ticket).div(1000)),
      minChargedT: tonnes(dec(min).div(1000)),
      chargedT: tonnes(chargedT),
      chargedBy: byMin ? 'minimum' : 'ticket',
      components: components.map((c) => ({ code: c.code, name: c.name, amount: money(c.amount) })),
      freight: money(freight),
    };
  });
  return {
    tariffKm: km,
    electrifiedKm: ekm,
    components: comps.map(({ perTDec, rateDec: _r, ...c }) => ({ ...c, perT: perTDec ? perTDec.toFixed(4) : null })),
    ratePerT: ratePerT.toFixed(4),
    perWagon: money(perWagon),
    wagons,
    ticketT: tonnes(dec(ticketKgSum).div(1000)),
    chargedT: tonnes(chargedSum),
    total: money(total),
    effectivePerTicketT: ticketKgSum > 0 ? total.div(ticketKgSum).times(1000).toDecimalPlaces(4).toFixed(4) : null,
  };
}
