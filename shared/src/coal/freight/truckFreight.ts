import { dec, money, parseDecimal, round2, round3, tonnes, type Dec } from '../decimal';

/**
 * Truck freight of one carrier (汽运运费), coal-domain.md "Freight" and docs/freight.md "Truck": each trip earns its
 * settle tonnes × rate and loses the short tonnage beyond the allowance (‰ of the loaded weight) at a deduction price;
 * the carrier's bill is the sum of its trips. Weights are whole kilograms, money is rounded per trip.
 */

export interface TruckTripInput {
  id: string;
  /** Ticket (loaded) net weight at the mine or yard, whole kg. */
  loadedKg: number;
  /** Received net weight at the destination, whole kg. */
  receivedKg: number;
}

export interface TruckFreightInput {
  /** 元/t. */
  rate: string | number;
  /** Which weight the freight is paid on: the loaded, the received, or the lesser of the two (the carrier contract says). */
  settleBasis: 'loaded' | 'received' | 'lesser';
  /** Allowed shortage (合理损耗), ‰ of the loaded weight, e.g. "2" or "1.5". */
  allowancePermille: string | number;
  /** 元 per tonne of short tonnage beyond the allowance (usually the coal's price). */
  deductionPrice: string | number;
  trips: readonly TruckTripInput[];
}

export interface TruckTripFreight {
  id: string;
  loadedT: string;
  receivedT: string;
  settleT: string;
  /** round2(settleT × rate). */
  freight: string;
  /** loaded − received; negative when the load gained weight. */
  shortageT: string;
  /** loaded × ‰ / 1000, 3 places (its exact value is used in the comparison). */
  allowanceT: string;
  /** max(0, shortage − allowance) rounded half up to the kg. */
  deductT: string;
  /** round2(deductT × deductionPrice). */
  deduction: string;
  /** freight − deduction (may be negative on a trip that lost much). */
  net: string;
}

export interface TruckFreightResult {
  rate: string;
  allowancePermille: string;
  deductionPrice: string;
  trips: TruckTripFreight[];
  settleT: string;
  shortageT: string;
  deductT: string;
  /** Σ trips' freight, Σ deductions, Σ nets: each a sum of fen, never rounded again. total = freight − deduction. */
  freight: string;
  deduction: string;
  total: string;
}

function need(raw: string | number, what: string): Dec {
  const v = parseDecimal(raw);
  if (v === null || v.isNegative()) throw new Error(`${what} is not a decimal ≥ 0: ${String(raw)}`);
  return v;
}

function wholeKg(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${what} is not whole kilograms ≥ 0: ${n}`);
  return n;
}

/** One carrier's freight over its trips (docs/freight.md "Truck"). */
export function computeTruckFreight(input: TruckFreightInput): TruckFreightResult {
  const rate = need(input.rate, 'rate');
  const permille = need(input.allowancePermille, 'allowancePermille');
  const price = need(input.deductionPrice, 'deductionPrice');
  let sums = { settle: dec(0), shortage: dec(0), deduct: dec(0), freight: dec(0), deduction: dec(0) };
  const trips = input.trips.map((t, i): TruckTripFreight => {
    const loaded = wholeKg(t.loadedKg, `trips[${i}].loadedKg`);
    const received = wholeKg(t.receivedKg, `trips[${i}].receivedKg`);
    const settleKg = input.settleBasis === 'loaded' ? loaded : input.settleBasis === 'received' ? received : Math.min(loaded, received);
    const settleT = dec(settleKg).div(1000);
    const freight = round2(settleT.times(rate));
    const shortage = dec(loaded - received).div(1000);
    const allowance = dec(loaded).times(permille).div(1000).div(1000);
    const over = shortage.minus(allowance);
    const deductT = over.gt(0) ? round3(over) : dec(0);
    const deduction = round2(deductT.times(price));
    sums = {
      settle: sums.settle.plus(settleT),
      shortage: sums.shortage.plus(shortage),
      deduct: sums.deduct.plus(deductT),
      freight: sums.freight.plus(freight),
      deduction: sums.deduction.plus(deduction),
    };
    return {
      id: t.id,
      loadedT: tonnes(dec(loaded).div(1000)),
      receivedT: tonnes(dec(received).div(1000)),
      settleT: tonnes(settleT),
      freight: money(freight),
      shortageT: tonnes(shortage),
      allowanceT: tonnes(allowance),
      deductT: tonnes(deductT),
      deduction: money(deduction),
      net: money(freight.minus(deduction)),
    };
  });
  return {
    rate: rate.toFixed(),
    allowancePermille: permille.toFixed(),
    deductionPrice: price.toFixed(),
    trips,
    settleT: tonnes(sums.settle),
    shortageT: tonnes(sums.shortage),
    deductT: tonnes(sums.deduct),
    freight: money(sums.freight),
    deduction: money(sums.deduction),
    total: money(sums.freight.minus(sums.deduction)),
  };
}
