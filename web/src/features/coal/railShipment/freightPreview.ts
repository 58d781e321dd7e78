import { checkRailFreight, checkTransitLoss, computeRailFreight, computeTransitLoss, railRateTable, type RailFreightResult, type RailShipmentDetail, type TransitLossResult } from '@meiyun/shared';

/** A wagon row of the 装车 table as the form holds it. */
export interface WagonDraft {
  wagonNo?: string;
  wagonType?: string;
  markedLoadKg?: number | null;
  ticketKg?: number | null;
}

/**
 * The 装车 dialog's live freight: the same check and arithmetic the server runs on save (railTariff.ts), on the
 * rows as typed; the first refusal instead while a row is incomplete.
 */
export function freightPreview(d: { rate: RailShipmentDetail['rate'] } & Record<string, unknown>, rows: readonly WagonDraft[]): { result: RailFreightResult } | { error: string } {
  if (!d.rate) return { error: '未找到该发运单的铁路运价' };
  const checked = checkRailFreight({
    rates: railRateTable(d.rate),
    tariffKm: d.tariffKm,
    electrifiedKm: d.electrifiedKm,
    wagons: rows.map((r) => ({ wagonNo: r.wagonNo ?? '', ticketKg: r.ticketKg ?? undefined, minChargedKg: r.markedLoadKg ?? 0 })),
  });
  return 'error' in checked ? checked : { result: computeRailFreight(checked.value) };
}

/** The 到站 dialog's live loss (transitLoss.ts), wagon by wagon against the allowance. */
export function lossPreview(allowance: unknown, rows: readonly { wagonNo: string; ticketKg: number | null; arrivalKg?: number | null }[]): { result: TransitLossResult } | { error: string } {
  const checked = checkTransitLoss({ allowancePermille: allowance === '' || allowance === undefined || allowance === null ? undefined : String(allowance), wagons: rows.map((r) => ({ wagonNo: r.wagonNo, ticketKg: r.ticketKg ?? undefined, arrivalKg: r.arrivalKg ?? undefined })) });
  return 'error' in checked ? checked : { result: computeTransitLoss(checked.value) };
}
