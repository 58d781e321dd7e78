/**
 * The yard's working day (issue 12, docs/weighbridge.md "Speed"):
 *
 *   A. A simulated day: BENCH_TRUCKS (1 000) trucks through the whole flow — check-in → call → enter → tare → gross
 *      (the electronic coal bill issued in the same transaction) — over 4 scales weighing at once. A real scale
 *      holds a weight for the hold time (2 s) before it may be captured, which would make the day last hours of
 *      waiting, not work: the day's weights are entered as the manual fallback does (the same transaction; only the
 *      in-memory stability lookup is skipped). Reported: wall time and the process's CPU time for the whole day, and
 *      each call's p50/p95.
 *   B. Capture to board: the app listening on a port, 100 board viewers connected to the yard's public board socket,
 *      4 scales capturing at once on stable readings (each scale's readings fed to the readings store as its agent's
 *      stream feeds it, a weight held 2.4 s before each capture); for each gross capture, the time from sending the request to its bill being
 *      issued (the reply) and to every viewer having heard the board change. Reported: p50/p95/max.
 *
 *   npm run bench:weighbridge                                   embedded PGlite in memory
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:weighbridge
 *                                                               a fresh database on that server, dropped at the end
 *   BENCH_TRUCKS=1000 BENCH_VIEWERS=100 BENCH_LATENCY_TRUCKS=80 BENCH_PHASES=day,board
 *
 * The server runs in this process (the load is requests through the app, not sockets) for A; B goes through real
 * HTTP and WebSocket connections to the listening app, and its viewers are in this process too, so B's figures
 * include the viewers' own work.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { businessToday, type PublicQueueBoard } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../server/test/helpers';
import type { Calls } from '../server/test/support/dispatch';
import { dispatchWorld } from '../server/test/support/dispatch';
import { steady as steadyReading } from '../server/test/support/weighing';

const TRUCKS = Number(process.env.BENCH_TRUCKS ?? 1000);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 100);
const LATENCY_TRUCKS = Number(process.env.BENCH_LATENCY_TRUCKS ?? 80);
const SCALES = 4;
const PHASES = new Set((process.env.BENCH_PHASES ?? 'day,board').split(',').map((p) => p.trim()));
const HOLD_MS = 2000;

function must<T = any>(r: { success: boolean; message: string; result: T }, what: string): T {
  if (!r.success) throw new Error(`${what}: ${r.message}`);
  return r.result;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

interface Yard {
  admin: Calls;
  yardId: string;
  scales: { id: string; divisionKg: number }[];
  /** Pickup orders issued for today, one per truck, with the car's reference tare. */
  orders: { id: string; refTareKg: number }[];
}

/** A yard of tenant 1 with 4 scales and `trucks` pickup orders of one approved plan against an executing contract. */
async function yardWithTrucks(t: TestApp, trucks: number, prefix: string): Promise<Yard> {
  const w = await dispatchWorld(t, prefix);
  const admin = w.admin;
  const contract = await w.contract({ quantityT: String(trucks * 40) });
  const plan = must(
    await admin.send('POST', '/coal/dispatchPlan/add', { contractId: contract.id, loadDate: businessToday(), carrierId: w.carrierX, consigneeId: w.consigneeA, yardId: w.yardId, plannedTrucks: trucks, plannedT: String(trucks * 36) }),
    'plan',
  );
  must(await admin.send('PUT', '/coal/dispatchPlan/approve', { id: plan.id }), 'approve plan');
  const scales = [];
  for (let i = 1; i <= SCALES; i++) {
    const s = must(await admin.send('POST', '/coal/scale/add', { code: `${prefix.toUpperCase()}S${i}`, name: `${i}号地磅`, yardId: w.yardId, divisionKg: 20, capacityKg: 100000 }), 'scale');
    scales.push({ id: s.id as string, divisionKg: 20 });
  }
  const orders = [];
  for (let i = 0; i < trucks; i++) {
    const refTareKg = 14000 + (i % 50) * 40;
    const carId = must(
      await admin.send('POST', '/coal/car/add', { plateNo: `晋${prefix === 'day' ? 'B' : 'C'}${String(i).padStart(5, '0')}`, carrierId: w.carrierX, driverId: [w.driverX, w.driverX2][i % 2], status: 'enabled', refTareKg, maxGrossKg: 49000 }),
      'car',
    ).id as string;
    const order = must(await admin.send('POST', '/coal/pickupOrder/issue', { planId: plan.id, carId }), 'issue');
    orders.push({ id: order.id as string, refTareKg });
  }
  return { admin, yardId: w.yardId, scales, orders };
}

const lastReading = new Map<string, number>();
/**
 * The scale reads `weightKg` steadily for 2.4 s up to now, as its agent would report it (test support's `steady`).
 * A scale's readings only move forward: a new weight waits until the previous one's readings are behind it, as a
 * truck takes its time to drive off and the next one on.
 */
async function steady(t: TestApp, scale: { id: string; divisionKg: number }, weightKg: number) {
  const wait = (lastReading.get(scale.id) ?? 0) + 2500 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  await steadyReading(t, scale.id, weightKg, { divisionKg: scale.divisionKg });
  lastReading.set(scale.id, Date.now());
}

const round = (kg: number, division: number) => Math.round(kg / division) * division;

interface Timings {
  [call: string]: number[];
}

/** One truck through the yard on `scale`: its ticket checked in, called, entered, tare, gross (and its bill). */
async function oneTruck(t: TestApp, yard: Yard, order: Yard['orders'][number], scale: Yard['scales'][number], times: Timings, i: number, manual: boolean, beforeGross?: (plateNo: string) => void) {
  const timed = async <T>(what: string, run: () => Promise<T>) => {
    const t0 = performance.now();
    const r = await run();
    (times[what] ??= []).push(performance.now() - t0);
    return r;
  };
  const admin = yard.admin;
  await timed('checkIn', async () => must(await admin.send('POST', '/coal/queue/checkIn', { pickupOrderId: order.id }), 'checkIn'));
  const called = await timed('call', async () => must(await admin.send('PUT', '/coal/queue/call', { yardId: yard.yardId }), 'call'));
  await timed('enter', async () => must(await admin.send('PUT', '/coal/queue/enter', { id: called.id }), 'enter'));
  const tare = round(order.refTareKg + ((i * 37) % 400) - 200, scale.divisionKg);
  if (!manual) await steady(t, scale, tare);
  const w = await timed('tare', async () => must(await admin.send('POST', '/coal/weighing/tare', { queueId: called.id, scaleId: scale.id, weightKg: tare, manual }), 'tare'));
  const gross = round(tare + 30000 + ((i * 53) % 3000), scale.divisionKg);
  if (!manual) await steady(t, scale, gross);
  beforeGross?.(called.plateNo as string);
  const g = await timed('gross', async () => must(await admin.send('POST', '/coal/weighing/gross', { id: w.id, scaleId: scale.id, weightKg: gross, manual }), 'gross'));
  if (!g.billId && !g.bill) throw new Error(`gross of truck ${i}: no bill in the reply`);
  return g;
}

async function day(t: TestApp) {
  console.log(`\nA. A simulated day: ${TRUCKS} trucks, ${SCALES} scales at once (${t.ctx.dbKind})`);
  const s0 = performance.now();
  const yard = await yardWithTrucks(t, TRUCKS, 'day');
  console.log(`  set-up (contract, plan, ${TRUCKS} cars and pickup orders): ${((performance.now() - s0) / 1000).toFixed(1)} s, not counted`);
  const times: Timings = {};
  let next = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    yard.scales.map(async (scale) => {
      while (next < yard.orders.length) {
        const i = next++;
        await oneTruck(t, yard, yard.orders[i], scale, times, i, true);
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  console.log(`  ${TRUCKS} trucks in ${wall.toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU (${(TRUCKS / wall).toFixed(1)} trucks/s)`);
  console.log('  | call | n | p50 | p95 | max |');
  console.log('  |---|--:|--:|--:|--:|');
  for (const [what, xs] of Object.entries(times)) console.log(`  | ${what} | ${xs.length} | ${ms(pct(xs, 50))} | ${ms(pct(xs, 95))} | ${ms(Math.max(...xs))} |`);
  return { wall, cpu: (cpu.user + cpu.system) / 1e6 };
}

/** A board viewer: `until(pred)` resolves with the time the first board frame satisfying `pred` arrived. */
function viewer(url: string, localAddress: string) {
  const ws = new WebSocket(url, { localAddress });
  let waiting: { pred: (board: PublicQueueBoard) => boolean; done: (at: number) => void } | null = null;
  ws.on('message', (raw) => {
    if (!waiting) return;
    const frame = JSON.parse(String(raw)) as { type: string; board?: PublicQueueBoard };
    if (frame.type !== 'board' || !frame.board || !waiting.pred(frame.board)) return;
    const w = waiting;
    waiting = null;
    w.done(performance.now());
  });
  return {
    open: new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    }),
    until: (pred: (board: PublicQueueBoard) => boolean) => new Promise<number>((done) => (waiting = { pred, done })),
    close: () => ws.close(),
  };
}

async function board(t: TestApp) {
  console.log(`\nB. Capture to bill and board: ${SCALES} scales at once, ${VIEWERS} board viewers, ${LATENCY_TRUCKS} trucks (${t.ctx.dbKind})`);
  const yard = await yardWithTrucks(t, LATENCY_TRUCKS, 'brd');
  const link = must(await yard.admin.send('POST', '/coal/queue/boardLink', { yardId: yard.yardId }), 'board link');
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const token = String(link.link).split('/').pop()!;
  const url = `${address.replace('http', 'ws')}/api/coal/queue/public/board/${encodeURIComponent(token)}/socket`;
  // Each viewer from an address of its own (the public sockets are throttled per address, as screens and phones are
  // spread over many): 127.0.0.0/8 is all loopback on Linux.
  const viewers = Array.from({ length: VIEWERS }, (_, i) => viewer(url, `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`));
  await Promise.all(viewers.map((v) => v.open));
  // Let the viewers' first board (sent on connect) arrive before measuring.
  await new Promise((r) => setTimeout(r, 500));

  const toBill: number[] = [];
  const toBoard: number[] = [];
  let next = 0;
  // One capture is measured at a time on its board (the viewers hear every yard change; a measurement needs its own),
  // while the other scales keep weighing around it.
  let measuring = false;
  await Promise.all(
    yard.scales.map(async (scale) => {
      while (next < yard.orders.length) {
        const i = next++;
        let heard: Promise<number[]> | null = null;
        let sent = 0;
        const measure = !measuring;
        if (measure) measuring = true;
        await oneTruck(t, yard, yard.orders[i], scale, {}, i, false, (plateNo) => {
          if (!measure) return;
          // The board has heard this capture when it shows this truck 已开票 in the yard.
          heard = Promise.all(viewers.map((v) => v.until((b) => b.inYard.some((l) => l.plateNo === plateNo && l.status === 'billed'))));
          sent = performance.now();
        });
        if (measure) {
          toBill.push(performance.now() - sent);
          const at = await heard!;
          toBoard.push(Math.max(...at) - sent);
          measuring = false;
        }
      }
    }),
  );
  viewers.forEach((v) => v.close());
  console.log(`  gross capture → bill issued (the reply): p50 ${ms(pct(toBill, 50))}, p95 ${ms(pct(toBill, 95))}, max ${ms(Math.max(...toBill))} (n ${toBill.length})`);
  console.log(`  gross capture → all ${VIEWERS} boards updated: p50 ${ms(pct(toBoard, 50))}, p95 ${ms(pct(toBoard, 95))}, max ${ms(Math.max(...toBoard))} (n ${toBoard.length})`);
}

async function main() {
  if (PHASES.has('day')) {
    const t = await createTestApp();
    try {
      await day(t);
    } finally {
      await t.close();
    }
  }
  if (PHASES.has('board')) {
    const t = await createTestApp();
    try {
      await board(t);
    } finally {
      await t.close();
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
