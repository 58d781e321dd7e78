import type { Db } from '../../../core/db/client';
import { rebuildWeighingDaily } from '../reports/daily';
import { seedDemoWeighing } from '../weighing/demo';
import { seedDemoContracts, seedDemoData, seedDemoDispatch, type DemoCounts } from './demo';
import { seedDemoHistory } from './history';
import { seedDemoQuality } from './quality';
import { seedDemoQueue } from './queue';
import { seedDemoRail } from './rail';
import { seedDemoServiceFees } from './serviceFee';
import { seedDemoSettlements } from './settlements';
import { seedDemoTracks } from './tracks';
import { seedDemoVoyages } from './voyages';

/**
 * DEMO_DATA=1: a believable coal company in tenant 1 (README "Demo data"). Each business feature's rows come once,
 * also to a demo company an earlier version wrote, in the order they read each other, all on one clock: `now` is the
 * moment the yard's day has reached, and nothing is written after it (demo/clock.test.ts). The counts of what was
 * written, or null when everything was there already.
 */
export async function seedDemo(db: Db, secretsFile: string, now = new Date()): Promise<DemoCounts | null> {
  const company = await seedDemoData(db);
  const contracts = await seedDemoContracts(db, now);
  const dispatch = await seedDemoDispatch(db, now);
  const queue = await seedDemoQueue(db, now);
  const weighing = await seedDemoWeighing(db, secretsFile, now);
  const history = await seedDemoHistory(db, now);
  const fees = await seedDemoServiceFees(db, now);
  const quality = await seedDemoQuality(db, now);
  const settlements = await seedDemoSettlements(db, now);
  if (weighing || history) await rebuildWeighingDaily(db, 1); // the demo writes weighings around the calls that keep the daily sums
  const voyages = await seedDemoVoyages(db, now);
  const rail = await seedDemoRail(db, now);
  const tracks = await seedDemoTracks(db, now);
  const parts = [company, contracts, dispatch, queue, weighing, history, fees, quality, settlements, voyages, rail, tracks];
  return parts.some(Boolean) ? Object.assign({}, ...parts) : null;
}
