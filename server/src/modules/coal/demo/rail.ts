import { and, asc, eq, inArray } from 'drizzle-orm';
import { businessToday, computeRailFreight, computeTransitLoss, dec, railRateTable, type RailRateSurchargeRow, type RailStatus, type RailTrace } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysConfig } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { nextNumber } from '../../sys/fill-rule/service';
import { coalContract } from '../contract/table';
import { coalPlatform } from '../platform/table';
import { coalRailEvent, coalRailRate, coalRailShipment, coalRailWagon } from '../railShipment/table';
import { RAIL_NO_RULE } from '../railShipment/service';
import { DEMO_TENANT as TENANT } from './company';
import { addDays, at } from './days';
import { DEMO_MARKER } from './demo';

/** The marker remembering the rail demo rows were written (sys_config). */
export const DEMO_RAIL_MARKER = 'seeded:demo:rail';

/** Illustrative figures (docs/freight.md "铁路发运"): the shape of a national rate notice, not a quoted one. */
const RATE = { name: '整车煤炭运价（演示）', validFrom: '2026-01-01', baseRate: '16.3', runningRate: '0.098', electrifiedRate: '0.012', constructionFundRate: '0.033', surcharges: [{ name: '取送车费', basis: 'wagon', rate: '9' }] as RailRateSurchargeRow[] };
const TKG = (kg: number) => dec(kg).div(1000).toFixed(3);

interface DemoShipment {
  key: string;
  platform: string;
  toStation: string;
  tariffKm: number;
  electrifiedKm: number;
  requested: number;
  status: RailStatus;
  trainNo?: string;
  /** [wagon no, type, marked load kg, ticket kg, arrival kg]. */
  wagons: [string, string, number, number, number][];
  /** Days before today of the request. */
  daysAgo: number;
}

const SHIPMENTS: DemoShipment[] = [
  {
    key: 'arrived', platform: 'ZT01', toStation: '秦皇岛东', tariffKm: 986, electrifiedKm: 986, requested: 4, status: 'arrived', trainNo: '85017', daysAgo: 5,
    wagons: [['1652208', 'C70', 70000, 69820, 69750], ['1658841', 'C70', 70000, 70140, 70060], ['1649317', 'C70', 70000, 68760, 68700], ['1804426', 'C80', 80000, 80310, 80230]],
  },
  { key: 'transit', platform: 'ZT02', toStation: '曹妃甸南', tariffKm: 812, electrifiedKm: 640, requested: 3, status: 'inTransit', trainNo: '85031', daysAgo: 2, wagons: [['1661025', 'C70', 70000, 70480, 0], ['1661190', 'C70', 70000, 69930, 0], ['1522873', 'C64', 61000, 61260, 0]] },
  { key: 'requested', platform: 'ZT03', toStation: '天津南', tariffKm: 745, electrifiedKm: 745, requested: 5, status: 'requested', daysAgo: 0, wagons: [] },
];

/**
 * The demo company's railway freight: one rate, and three shipments from the demo platforms under its executing
 * sales contracts — one arrived with a loss inside the allowance, one in transit, one just requested — their
 * freight and loss by the shared functions (railTariff.ts, transitLoss.ts) and their timelines. Written once.
 */
export async function seedDemoRail(db: Db, now = new Date()): Promise<Record<string, number> | null> {
  const [company] = await db.select({ key: sysConfig.key }).from(sysConfig).where(eq(sysConfig.key, DEMO_MARKER));
  if (!company) return null;
  const platforms = await db.select({ id: coalPlatform.id, code: coalPlatform.code }).from(coalPlatform).where(and(eq(coalPlatform.tenantId, TENANT), inArray(coalPlatform.code, SHIPMENTS.map((s) => s.platform))));
  const contracts = await db
    .select({ id: coalContract.id, contractNo: coalContract.contractNo, consumerId: coalContract.consumerId })
    .from(coalContract)
    .where(and(eq(coalContract.tenantId, TENANT), eq(coalContract.status, 'executing'), eq(coalContract.direction, 'sales'), eq(coalContract.delFlag, 0)))
    .orderBy(asc(coalContract.contractNo))
    .limit(SHIPMENTS.length);
  const written = await db.transaction(async (tx) => {
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_RAIL_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first) return 0;
    const rateId = seedId('demo:railRate:2026');
    await tx.insert(coalRailRate).values({ id: rateId, tenantId: TENANT, ...RATE, surcharges: RATE.surcharges as unknown as Record<string, unknown>[], enabled: 1, remark: '演示数据，费率仅为示意', createBy: 'admin', createTime: at(addDays(businessToday(now), -30), 9) });
    let n = 0;
    for (const [i, s] of SHIPMENTS.entries()) {
      const platform = platforms.find((p) => p.code === s.platform);
      if (!platform) continue;
      const c = contracts[i % Math.max(contracts.length, 1)];
      const day = addDays(businessToday(now), -s.daysAgo);
      const times = { requestTime: s.daysAgo === 0 ? new Date(now.getTime() - 3_600_000) : at(day, 8), approvedTime: at(day, 15), loadedTime: at(addDays(day, 1), 11), departTime: at(addDays(day, 1), 18, 40), arrivalTime: at(addDays(day, 3), 6, 20) };
      const id = seedId(`demo:railShipment:${s.key}`);
      const reached = (st: RailStatus) => ['requested', 'approved', 'loaded', 'inTransit', 'arrived', 'stored'].indexOf(s.status) >= ['requested', 'approved', 'loaded', 'inTransit', 'arrived', 'stored'].indexOf(st);
      const freight = s.wagons.length
        ? computeRailFreight({ rates: railRateTable(RATE), tariffKm: s.tariffKm, electrifiedKm: s.electrifiedKm, wagons: s.wagons.map(([wagonNo, , min, ticketKg]) => ({ wagonNo, ticketKg, minChargedKg: min })) })
        : null;
      const loss = reached('arrived') ? computeTransitLoss({ allowancePermille: '1.5', wagons: s.wagons.map(([wagonNo, , , ticketKg, arrivalKg]) => ({ wagonNo, ticketKg, arrivalKg })) }) : null;
      const trace: RailTrace = freight ? { rate: { id: rateId, name: RATE.name, validFrom: RATE.validFrom }, freight, ...(loss ? { loss } : {}) } : {};
      const ticketKg = s.wagons.reduce((t, w) => t + w[3], 0);
      const arrivalKg = s.wagons.reduce((t, w) => t + w[4], 0);
      const shipmentNo = await nextNumber(tx, RAIL_NO_RULE, times.requestTime);
      const steps = (['approve', 'load', 'depart', 'arrive'] as const).filter((_, k) => reached((['approved', 'loaded', 'inTransit', 'arrived'] as const)[k]));
      await tx.insert(coalRailShipment).values({
        id, tenantId: TENANT, shipmentNo, contractId: c?.id ?? null, contractNo: c?.contractNo ?? null, consumerId: c?.consumerId ?? null,
        platformId: platform.id, toStation: s.toStation, trainNo: s.trainNo && reached('inTransit') ? s.trainNo : null, status: s.status,
        requestedWagons: s.requested, approvedWagons: reached('approved') ? s.wagons.length : null, rateId, tariffKm: s.tariffKm, electrifiedKm: s.electrifiedKm,
        requestTime: times.requestTime, approvedTime: reached('approved') ? times.approvedTime : null, loadedTime: reached('loaded') ? times.loadedTime : null,
        departTime: reached('inTransit') ? times.departTime : null, arrivalTime: reached('arrived') ? times.arrivalTime : null,
        ticketKg: freight ? ticketKg : null, freightAmount: freight?.total ?? null, arrivalKg: loss ? arrivalKg : null, lossKg: loss ? ticketKg - arrivalKg : null,
        lossPermille: loss?.ratePermille ?? null, lossAllowancePermille: '1.5', trace: trace as Record<string, unknown>, rev: 1 + steps.length, createBy: 'admin', createTime: times.requestTime,
      });
      if (freight) {
        await tx.insert(coalRailWagon).values(s.wagons.map(([wagonNo, wagonType, marked, ticket, arrival], k) => ({ tenantId: TENANT, shipmentId: id, seq: k + 1, wagonNo, wagonType, markedLoadKg: marked, ticketKg: ticket, arrivalKg: loss ? arrival : null, chargedKg: dec(freight.wagons[k].chargedT).times(1000).toNumber(), freightAmount: freight.wagons[k].freight })));
      }
      const by = { byUsername: 'admin', byRealname: '管理员' };
      const remarks: Record<(typeof steps)[number], string> = {
        approve: `批准${s.wagons.length}车`,
        load: freight ? `装车${freight.wagons.length}节，票重${freight.ticketT}吨，计费${freight.chargedT}吨，运费${freight.total}元（${RATE.name}）` : '',
        depart: `车次${s.trainNo ?? ''}`,
        arrive: loss ? `到站${loss.arrivalT}吨，运损${loss.lossT}吨（${loss.ratePermille}‰，在允许${loss.allowancePermille}‰内）` : '',
      };
      const stepTime = { approve: times.approvedTime, load: times.loadedTime, depart: times.departTime, arrive: times.arrivalTime };
      const from = { approve: 'requested', load: 'approved', depart: 'loaded', arrive: 'inTransit' } as const;
      const to = { approve: 'approved', load: 'loaded', depart: 'inTransit', arrive: 'arrived' } as const;
      await tx.insert(coalRailEvent).values([
        { tenantId: TENANT, shipmentId: id, kind: 'request', toStatus: 'requested', remark: `请车${s.requested}车，到站${s.toStation}`, time: times.requestTime, ...by },
        ...steps.map((st) => ({ tenantId: TENANT, shipmentId: id, kind: st, fromStatus: from[st], toStatus: to[st], remark: remarks[st], time: stepTime[st], ...by })),
      ]);
      n += 1;
    }
    return n;
  });
  return written ? { railRates: 1, railShipments: written } : null;
}
