import { dec, parseDecimal, tonnes, type Dec } from '../decimal';

/**
 * Transit loss (运损) of rail wagons, coal-domain.md "Freight" and docs/freight.md "Transit loss": loss = ticket weight
 * − arrival weight, its rate in ‰ of the ticket weight to 2 places, flagged when the exact rate is above the allowance.
 */

export interface TransitLossWagon {
  wagonNo: string;
  /** Ticket (loaded) weight, whole kg. */
  ticketKg: number;
  /** Weight at the arrival station's scale, whole kg. */
  arrivalKg: number;
}

export interface TransitLossLine {
  wagonNo: string;
  ticketT: string;
  arrivalT: string;
  /** ticket − arrival; negative is a gain (e.g. rain on open wagons). */
  lossT: string;
  /** loss / ticket × 1000, ‰, rounded half up to 2 places for display; null when the ticket weight is 0. */
  ratePermille: string | null;
  /** The exact rate is above the allowance. */
  flagged: boolean;
}

export interface TransitLossResult {
  allowancePermille: string;
  wagons: TransitLossLine[];
  /** The consignment as one: Σ ticket, Σ arrival, Σ loss, the rate of the sums, flagged by the same test. */
  ticketT: string;
  arrivalT: string;
  lossT: string;
  ratePermille: string | null;
  flagged: boolean;
  /** Wagons flagged, in input order. */
  flaggedWagons: string[];
}

function wholeKg(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${what} is not whole kilograms ≥ 0: ${n}`);
  return n;
}

function rateOf(lossKg: number, ticketKg: number, allowance: Dec): { rate: string | null; flagged: boolean } {
  if (ticketKg === 0) return { rate: null, flagged: false };
  const exact = dec(lossKg).times(1000).div(ticketKg);
  // The exact rate is compared, not the 2-place display: 2.004‰ over a 2‰ allowance is over, though it prints 2.00.
  return { rate: exact.toDecimalPlaces(2).toFixed(2).replace(/^-0\.00$/, '0.00'), flagged: exact.gt(allowance) };
}

/** The loss of each wagon and of the consignment (docs/freight.md "Transit loss"). */
export function computeTransitLoss(input: { allowancePermille: string | number; wagons: readonly TransitLossWagon[] }): TransitLossResult {
  const allowance = parseDecimal(input.allowancePermille);
  if (allowance === null || allowance.isNegative()) throw new Error(`allowancePermille is not a decimal ≥ 0: ${String(input.allowancePermille)}`);
  let ticketSum = 0;
  let arrivalSum = 0;
  const wagons = input.wagons.map((w, i): TransitLossLine => {
    const ticket = wholeKg(w.ticketKg, `wagons[${i}].ticketKg`);
    const arrival = wholeKg(w.arrivalKg, `wagons[${i}].arrivalKg`);
    ticketSum += ticket;
    arrivalSum += arrival;
    const r = rateOf(ticket - arrival, ticket, allowance);
    return { wagonNo: w.wagonNo, ticketT: tonnes(dec(ticket).div(1000)), arrivalT: tonnes(dec(arrival).div(1000)), lossT: tonnes(dec(ticket - arrival).div(1000)), ratePermille: r.rate, flagged: r.flagged };
  });
  const all = rateOf(ticketSum - arrivalSum, ticketSum, allowance);
  return {
    allowancePermille: allowance.toFixed(),
    wagons,
    ticketT: tonnes(dec(ticketSum).div(1000)),
    arrivalT: tonnes(dec(arrivalSum).div(1000)),
    lossT: tonnes(dec(ticketSum - arrivalSum).div(1000)),
    ratePermille: all.rate,
    flagged: all.flagged,
    flaggedWagons: wagons.filter((w) => w.flagged).map((w) => w.wagonNo),
  };
}
