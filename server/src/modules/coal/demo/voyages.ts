import { and, eq, inArray } from 'drizzle-orm';
import { businessToday } from '@meiyun/shared';
import type { Db } from '../../../core/db/client';
import { sysConfig } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { nextNumber } from '../../sys/fill-rule/service';
import { coalBerth } from '../berth/table';
import { coalContract } from '../contract/table';
import { coalPort } from '../port/table';
import { instantOf, VOYAGE_NO_RULE, voyageFigures } from '../voyage/service';
import { coalVoyage } from '../voyage/table';
import { DEMO_TENANT as TENANT } from './company';
import { DEMO_MARKER } from './demo';

/** The marker remembering the voyages' demo rows were written (sys_config). */
export const DEMO_VOYAGE_MARKER = 'seeded:demo:voyage';

/** 'yyyy-MM-dd HH:mm' of `days` business days from `today` at `hm`. */
function at(today: string, days: number, hm: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.toISOString().slice(0, 10)} ${hm}`;
}

interface DemoVoyage {
  key: string;
  vesselName: string;
  vesselDwt: number;
  port: string;
  berth: string;
  /** A demo sales contract of this mode, when there is one. */
  contractMode: 'port' | 'ship' | null;
  input: Record<string, unknown>;
}

/**
 * Four voyages at the demo ports, relative to today: one departed on demurrage (rain and a slow berth), one
 * departed with despatch (laytime from berthing, a shifting excluded, SHEX), one loading and one planned. Their
 * figures are computed by the same function as every add and edit (voyageFigures → computeLaytime).
 */
export function demoVoyages(today: string): DemoVoyage[] {
  const rates = { demurrageRate: '25000', despatchRate: '12500', freightRate: '38.50' };
  return [
    {
      key: 'demurrage',
      vesselName: '海丰688',
      vesselDwt: 57000,
      port: '黄骅港',
      berth: '煤炭一期1号泊位',
      contractMode: 'port',
      input: {
        ...rates,
        plannedTime: at(today, -21, '00:00'),
        arrivalTime: at(today, -20, '05:30'),
        norTime: at(today, -20, '08:00'),
        berthingTime: at(today, -19, '16:00'),
        loadStartTime: at(today, -19, '20:00'),
        loadEndTime: at(today, -13, '14:00'),
        departureTime: at(today, -13, '22:00'),
        loadedT: '55000',
        loadRateT: '10000',
        laytimeTerms: { rateBasis: 'wwd', commencement: { rule: 'afterNor', hours: 6, orEarlier: 'loadingStart' }, sundaysHolidays: 'SHINC', onceOnDemurrage: true },
        exclusions: [{ kind: 'weather', from: at(today, -18, '02:00'), to: at(today, -18, '10:00'), reason: '大风停装' }],
        holidays: [],
      },
    },
    {
      key: 'despatch',
      vesselName: '远洋之星',
      vesselDwt: 50000,
      port: '曹妃甸港',
      berth: '煤码头2号泊位',
      contractMode: 'ship',
      input: {
        demurrageRate: '22000',
        despatchRate: '11000',
        freightRate: '36.00',
        plannedTime: at(today, -10, '00:00'),
        arrivalTime: at(today, -9, '03:00'),
        norTime: at(today, -9, '06:00'),
        berthingTime: at(today, -9, '10:00'),
        loadStartTime: at(today, -9, '11:00'),
        loadEndTime: at(today, -6, '09:00'),
        departureTime: at(today, -6, '15:00'),
        loadedT: '48000',
        loadRateT: '12000',
        laytimeTerms: { rateBasis: 'wwd', commencement: { rule: 'berthing' }, sundaysHolidays: 'SHEX', onceOnDemurrage: true },
        exclusions: [{ kind: 'other', from: at(today, -8, '14:00'), to: at(today, -8, '16:00'), reason: '移泊' }],
        holidays: [],
      },
    },
    {
      key: 'loading',
      vesselName: '国能顺航',
      vesselDwt: 45000,
      port: '天津港',
      berth: '南疆煤码头9号泊位',
      contractMode: null,
      input: {
        ...rates,
        plannedTime: at(today, -2, '00:00'),
        arrivalTime: at(today, -1, '04:00'),
        norTime: at(today, -1, '08:00'),
        berthingTime: at(today, -1, '12:00'),
        loadStartTime: at(today, -1, '14:00'),
        loadRateT: '11000',
        laytimeTerms: { rateBasis: 'wwd', commencement: { rule: 'afterNor', hours: 12, orEarlier: null }, sundaysHolidays: 'SHINC', onceOnDemurrage: true },
        exclusions: [],
        holidays: [],
      },
    },
    {
      key: 'planned',
      vesselName: '华远9',
      vesselDwt: 38000,
      port: '黄骅港',
      berth: '煤炭二期5号泊位',
      contractMode: null,
      input: { ...rates, plannedTime: at(today, 3, '08:00'), loadRateT: '10000', laytimeTerms: { rateBasis: 'wwd', commencement: { rule: 'afterNor', hours: 6, orEarlier: 'loadingStart' }, sundaysHolidays: 'SHINC', onceOnDemurrage: true }, exclusions: [], holidays: [] },
    },
  ];
}

const TIMES = ['plannedTime', 'arrivalTime', 'norTime', 'berthingTime', 'loadStartTime', 'loadEndTime', 'departureTime'] as const;

/** Writes the demo voyages once, after the demo company (its ports and berths); the marker keeps a restart from adding more. */
export async function seedDemoVoyages(db: Db, now = new Date()): Promise<Record<string, number> | null> {
  const [company] = await db.select({ key: sysConfig.key }).from(sysConfig).where(eq(sysConfig.key, DEMO_MARKER));
  if (!company) return null;
  const rows = demoVoyages(businessToday(now));
  const ports = await db.select({ id: coalPort.id, name: coalPort.name }).from(coalPort).where(and(eq(coalPort.tenantId, TENANT), inArray(coalPort.name, rows.map((r) => r.port))));
  const berths = await db.select({ id: coalBerth.id, name: coalBerth.name, portId: coalBerth.portId }).from(coalBerth).where(eq(coalBerth.tenantId, TENANT));
  const contracts = await db
    .select({ id: coalContract.id, contractNo: coalContract.contractNo, consumerId: coalContract.consumerId, mode: coalContract.mode })
    .from(coalContract)
    .where(and(eq(coalContract.tenantId, TENANT), eq(coalContract.createBy, 'demo'), eq(coalContract.direction, 'sales'), inArray(coalContract.mode, ['port', 'ship']), eq(coalContract.delFlag, 0)));
  const written = await db.transaction(async (tx) => {
    const [first] = await tx.insert(sysConfig).values({ key: DEMO_VOYAGE_MARKER, value: '1' }).onConflictDoNothing().returning({ key: sysConfig.key });
    if (!first) return 0;
    let n = 0;
    for (const v of rows) {
      const port = ports.find((p) => p.name === v.port);
      if (!port) continue;
      const berth = berths.find((b) => b.portId === port.id && b.name === v.berth);
      const contract = v.contractMode ? contracts.find((c) => c.mode === v.contractMode) : undefined;
      const times = Object.fromEntries(TIMES.map((f) => [f, instantOf(v.input[f], f)]));
      await tx.insert(coalVoyage).values({
        id: seedId(`demo:voyage:${v.key}`),
        tenantId: TENANT,
        voyageNo: await nextNumber(tx, VOYAGE_NO_RULE, now),
        vesselName: v.vesselName,
        vesselDwt: v.vesselDwt,
        portId: port.id,
        berthId: berth?.id ?? null,
        contractId: contract?.id ?? null,
        contractNo: contract?.contractNo ?? null,
        consumerId: contract?.consumerId ?? null,
        loadedT: (v.input.loadedT as string | undefined) ?? null,
        loadRateT: v.input.loadRateT as string,
        freightRate: v.input.freightRate as string,
        demurrageRate: v.input.demurrageRate as string,
        despatchRate: v.input.despatchRate as string,
        laytimeTerms: v.input.laytimeTerms as Record<string, unknown>,
        exclusions: v.input.exclusions as Record<string, unknown>[],
        holidays: v.input.holidays as string[],
        ...times,
        ...voyageFigures(v.input),
        createBy: 'demo',
      });
      n += 1;
    }
    return n;
  });
  return written ? { voyages: written } : null;
}
