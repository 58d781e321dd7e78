/**
 * The child of weighing-crash.test.ts: an app on the database it is given, a yard with TRUCKS trucks let in, then a
 * burst of weighings (tare and gross, 8 at a time, by manual entry so no scale readings are needed; the same
 * transaction as a captured weight) until it is killed. It prints one line per event on stdout:
 *   ready                      the trucks are in; the burst starts
 *   weighed <side> <id>        a weighing's reply arrived
 *   done                       every truck weighed (the parent should have killed it before)
 *
 *   node --import tsx server/test/support/weighing-burst.ts '{"databaseUrl":…} | {"dataDir":…}' <secretsFile> <trucks>
 */
import { createTestApp } from '../helpers';
import { dispatchWorld } from './dispatch';
import { scaleOf, truckIn, yardWithPlan, type Truck } from './weighing';

const [target, secretsFile, trucksArg] = process.argv.slice(2);
const db = JSON.parse(target) as { databaseUrl?: string; dataDir?: string };
const TRUCKS = Number(trucksArg);

const t = await createTestApp(db.databaseUrl ? { databaseUrl: db.databaseUrl, secretsFile } : { databaseUrl: undefined, inMemoryDb: false, dataDir: db.dataDir!, secretsFile });
const w = await dispatchWorld(t, 'kc');
const y = await yardWithPlan(w, { trucks: TRUCKS, plannedT: String(TRUCKS * 40) });
const scaleId = await scaleOf(w.admin, y.yardId);
const trucks: Truck[] = [];
for (let i = 0; i < TRUCKS; i++) trucks.push(await truckIn(t, w, y.planId, { refTareKg: 15000 }));
console.log('ready');

let next = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < trucks.length) {
      const truck = trucks[next++];
      const tare = await w.admin.send('POST', '/coal/weighing/tare', { queueId: truck.ticketId, scaleId, weightKg: 15000 + (next % 10) * 20, manual: true });
      if (!tare.success) throw new Error(`tare: ${tare.message}`);
      console.log(`weighed tare ${tare.result.id}`);
      const gross = await w.admin.send('POST', '/coal/weighing/gross', { id: tare.result.id, scaleId, weightKg: 48000 - (next % 10) * 20, manual: true });
      if (!gross.success) throw new Error(`gross: ${gross.message}`);
      console.log(`weighed gross ${gross.result.id}`);
    }
  }),
);
console.log('done');
