import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, freshDatabaseUrl } from './helpers';
import { callsAs } from './support/coal-org';

/**
 * Kill -9 during a burst of weighings (issue 12): a child process weighs trucks 8 at a time and is killed with
 * SIGKILL once a dozen weighings have answered; the database it leaves must hold no half-written weighing and no
 * bill without its weighing, and a server started on it again works on (a weighing, a bill verified).
 * On the embedded PGlite by default (its files on disk, as `npm start` keeps them), on PostgreSQL with
 * TEST_DATABASE_URL.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const TRUCKS = 40;
const KILL_AFTER = 12;

const work = mkdtempSync(path.join(tmpdir(), 'meiyun-crash-'));
const secretsFile = path.join(work, 'secrets.json');
let dropDb: () => Promise<void> = async () => undefined;
afterAll(async () => {
  await dropDb();
  rmSync(work, { recursive: true, force: true });
});

/** Runs the burst child until KILL_AFTER weighings have answered, then kills it: the weighings it saw answered. */
async function burstKilled(target: { databaseUrl?: string; dataDir?: string }): Promise<{ answered: string[]; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'support', 'weighing-burst.ts'), JSON.stringify(target), secretsFile, String(TRUCKS)], {
    cwd: root,
    env: { ...process.env, TEST_LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d) => (output += d));
  const answered: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for await (const line of createInterface({ input: child.stdout! })) {
    output += `${line}\n`;
    if (line.startsWith('weighed ')) answered.push(line);
    if (answered.length >= KILL_AFTER) {
      child.kill('SIGKILL');
      break;
    }
  }
  await exited;
  if (answered.length < KILL_AFTER) throw new Error(`the burst ended before it was killed:\n${output}`);
  return { answered, output };
}

describe('kill -9 during a burst of weighings', () => {
  it('leaves no half-written weighing and no bill without its weighing; the restarted server weighs on', async () => {
    const pg = await freshDatabaseUrl();
    dropDb = pg.drop;
    const target = pg.url ? { databaseUrl: pg.url } : { dataDir: path.join(work, 'data') };
    const { answered } = await burstKilled(target);

    const t = await createTestApp(pg.url ? { databaseUrl: pg.url, secretsFile } : { databaseUrl: undefined, inMemoryDb: false, dataDir: target.dataDir!, secretsFile });
    try {
      const rows = async (q: ReturnType<typeof sql>) => ((await t.ctx.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
      // Every weighing whose reply was seen is there (a reply is sent after the commit).
      const ids = answered.map((l) => l.split(' ')[2]);
      const seen = await rows(sql`select id, status from coal_weighing where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
      expect(new Set(seen.map((r) => r.id)).size).toBe(new Set(ids).size);

      // No bill without its weighing, none whose weighing does not point back at it or disagrees with it.
      expect(await rows(sql`
        select b.id from coal_bill b left join coal_weighing w on w.id = b.weighing_id
        where w.id is null or w.bill_id is distinct from b.id or w.status <> 'completed'
           or w.gross_kg <> b.gross_kg or w.tare_kg <> b.tare_kg or w.net_kg <> b.net_kg`)).toEqual([]);
      // No weighing half-written: a completed one has both weights, its net and its bill; a tared one has only its tare.
      expect(await rows(sql`
        select w.id from coal_weighing w left join coal_bill b on b.id = w.bill_id
        where (w.status = 'completed' and (w.gross_kg is null or w.tare_kg is null or w.net_kg <> w.gross_kg - w.tare_kg or b.id is null))
           or (w.status = 'tared' and (w.tare_kg is null or w.gross_kg is not null or w.bill_id is not null))`)).toEqual([]);
      // The queue tickets agree with their weighings.
      expect(await rows(sql`
        select q.id, q.status, w.status as weighing from coal_queue_ticket q join coal_weighing w on w.queue_id = q.id
        where not ((w.status = 'tared' and q.status = 'tared') or (w.status = 'completed' and q.status = 'billed'))`)).toEqual([]);
      expect(await rows(sql`
        select q.id from coal_queue_ticket q left join coal_weighing w on w.queue_id = q.id
        where q.status in ('tared', 'grossed', 'billed') and w.id is null`)).toEqual([]);
      const [{ n: completed }] = await rows(sql`select count(*)::int as n from coal_weighing where status = 'completed'`);
      expect(completed).toBeGreaterThan(0);

      // The server started again weighs on: a truck still let in gets its tare and gross, and its bill verifies.
      const admin = callsAs(t, await t.login());
      const [open] = await rows(sql`select q.id from coal_queue_ticket q where q.status = 'entered' order by q.queue_no limit 1`);
      const [scale] = await rows(sql`select id from coal_scale where code like 'WS%' and del_flag = 0 limit 1`);
      expect(open && scale).toBeTruthy();
      const tare = await admin.send('POST', '/coal/weighing/tare', { queueId: open.id, scaleId: scale.id, weightKg: 15000, manual: true });
      expect(tare.success, tare.message).toBe(true);
      const gross = await admin.send('POST', '/coal/weighing/gross', { id: tare.result.id, scaleId: scale.id, weightKg: 47000, manual: true });
      expect(gross.success, gross.message).toBe(true);
      const [bill] = await rows(sql`select qr_code from coal_bill where weighing_id = ${tare.result.id}`);
      const verified = await t.call({ method: 'GET', url: `/api/coal/coalBill/verify?code=${encodeURIComponent(String(bill.qr_code))}` });
      expect(verified.json.success, verified.body).toBe(true);
    } finally {
      await t.close();
    }
  }, 240_000);
});

