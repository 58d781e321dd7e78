import { railRateMeta, railShipmentMeta, type RailRateSurchargeRow } from '@meiyun/shared';
import { inArray } from 'drizzle-orm';
import { bindEntity } from '../../../core/crud/index';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { coalRailRate, coalRailShipment } from './table';

export const RAIL_RATE_MENU = 'menu:coal:railRate';
export const RAIL_SHIPMENT_MENU = 'menu:coal:railShipment';

/**
 * 铁路运价 through the kit: list, delete and export; add and edit are the feature's (rates.ts), since the surcharge
 * rows travel beside the fields. Every record carries its `surcharges`. A rate a shipment was computed with is not
 * deleted (it is disabled instead), so every shipment's trace still names a rate that exists.
 */
export const railRateEntity = bindEntity({
  meta: railRateMeta,
  table: coalRailRate,
  // The rows are a list, not one value: read by `decorate`, written by rates.ts.
  columns: { surcharges: null },
  menuKey: RAIL_RATE_MENU,
  hooks: {
    decorate: async (ctx, records) => {
      if (!records.length) return;
      const rows = await ctx.db.select({ id: coalRailRate.id, surcharges: coalRailRate.surcharges }).from(coalRailRate).where(inArray(coalRailRate.id, records.map((r) => r.id)));
      const byId = new Map(rows.map((r) => [r.id, (r.surcharges ?? []) as unknown as RailRateSurchargeRow[]]));
      for (const r of records) r.surcharges = byId.get(r.id) ?? [];
    },
    beforeDelete: async (h, existing) => {
      if (orgOf(h.auth.user)) throw new BizError('铁路运价由本公司维护，业务单位用户只能查看');
      const used = await h.tx.select({ id: coalRailShipment.id }).from(coalRailShipment).where(inArray(coalRailShipment.rateId, existing.map((r) => r.id))).limit(1);
      if (used.length) throw new BizError('该运价已用于铁路发运单，不能删除，可停用');
    },
  },
});

/** 铁路发运 through the kit for its list and export, in the caller's tenant and organisation; the request and the steps are the feature's own (service.ts). */
export const railShipmentEntity = bindEntity({
  meta: railShipmentMeta,
  table: coalRailShipment,
  menuKey: RAIL_SHIPMENT_MENU,
});
