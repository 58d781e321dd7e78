/**
 * The GPS simulator's command line (README.md):
 *   node --import tsx gps-sim/src/cli.ts --url http://localhost:8080 --token <gateway token> --cars 10 --speedup 20
 *   node --import tsx gps-sim/src/cli.ts --once --cars 200 --seed 7 > day.jsonl
 * Logs go to stderr, so that with --once stdout holds nothing but points.
 */
import { parseArgs } from 'node:util';
import { chinaMidnight, Fleet } from '@meiyun/shared';
import { durationOption, numberOption, pointsUrl, readPlates, startOption, UsageError } from './options';
import { runLive, runOnce } from './run';
import { createSender, RefusedError } from './sender';

const USAGE = `usage: node --import tsx gps-sim/src/cli.ts [options]
  --url http://localhost:8080   the server, as typed in a browser
  --path /api/coal/gps/points   the points call under it
  --token T                     the gateway's token (or set GPS_GATEWAY_TOKEN, which keeps it off the process list)
  --header X-Gateway-Token      the header that carries the token
  --bare                        post the bare array [ {…}, … ] instead of { points: [ … ] }
  --cars 10                     how many cars (default: the number of plates in --plates, else 10)
  --plates FILE                 plates to use, one a line; generated from the seed when missing or too few
  --seed 1                      the same seed drives the same roads, plates, pace and waits
  --speedup 1                   simulated seconds per real second (60: an hour's driving in a minute)
  --interval 10                 simulated seconds between a car's fixes
  --jitter 10                   metres of GPS wander
  --every 5                     real seconds between rounds of points
  --batch 500                   points per request at most
  --queue 50000                 points held while the server is away; when full, simulated time waits
  --start 'yyyy-MM-dd HH:mm:ss' simulated start in China time (default: now; with --once: today 00:00)
  --duration 30m                how long to run (live: real time; --once: simulated time, default 1d)
  --once                        write the points to stdout as JSON lines instead of posting, then exit`;

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      path: { type: 'string' },
      token: { type: 'string' },
      header: { type: 'string' },
      bare: { type: 'boolean' },
      cars: { type: 'string' },
      plates: { type: 'string' },
      seed: { type: 'string' },
      speedup: { type: 'string' },
      interval: { type: 'string' },
      jitter: { type: 'string' },
      every: { type: 'string' },
      batch: { type: 'string' },
      queue: { type: 'string' },
      start: { type: 'string' },
      duration: { type: 'string' },
      once: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const plates = values.plates ? readPlates(values.plates) : undefined;
  const cars = numberOption(values.cars, 'cars', plates?.length ?? 10, 1);
  if (!Number.isInteger(cars)) throw new UsageError('--cars must be a whole number');
  const interval = numberOption(values.interval, 'interval', 10, 1);
  if (!Number.isInteger(interval)) throw new UsageError('--interval must be whole seconds');
  const duration = durationOption(values.duration, 'duration');
  const start = startOption(values.start);
  const log = (line: string) => console.error(`${new Date().toISOString()} ${line}`);

  const fleetOptions = { cars, plates, seed: numberOption(values.seed, 'seed', 1), intervalS: interval, jitterM: numberOption(values.jitter, 'jitter', 10) };
  if (values.once) {
    const startMs = start ?? chinaMidnight(Date.now());
    const fleet = new Fleet({ ...fleetOptions, startMs });
    const count = await runOnce(fleet, startMs + (duration ?? 86_400_000) - 1, process.stdout);
    log(`wrote ${count} points of ${cars} cars`);
    return;
  }

  const token = values.token ?? process.env.GPS_GATEWAY_TOKEN;
  if (!token) log('no --token or GPS_GATEWAY_TOKEN: posting without a gateway token');
  const url = pointsUrl(values.url ?? 'http://localhost:8080', values.path ?? '/api/coal/gps/points');
  const sender = createSender({
    url,
    token,
    header: values.header,
    bare: values.bare,
    batchSize: numberOption(values.batch, 'batch', 500, 1),
    capacity: numberOption(values.queue, 'queue', 50_000, cars),
    log,
  });
  const fleet = new Fleet({ ...fleetOptions, startMs: start ?? Date.now() });
  const abort = new AbortController();
  // The first Ctrl-C stops producing and waits for the queue to be taken; a second gives up on it.
  process.once('SIGINT', () => {
    log('stopping: sending what is queued (Ctrl-C again to quit without it)');
    abort.abort();
    process.once('SIGINT', () => {
      log(`quit with ${sender.stats().queued} points not sent`);
      process.exit(130);
    });
  });
  log(`${cars} cars → ${url}, ×${values.speedup ?? 1}`);
  try {
    await runLive({ fleet, sender, startMs: fleet.clockMs + 1, speedup: numberOption(values.speedup, 'speedup', 1, 0.001), everyMs: numberOption(values.every, 'every', 5, 0.1) * 1000, durationMs: duration, signal: abort.signal, log });
  } finally {
    await sender.stop();
  }
  const s = sender.stats();
  log(`done: sent ${s.sent} points in ${s.batches} batches, ${s.retries} retries`);
}

main().catch((error: unknown) => {
  // parseArgs throws a TypeError with an ERR_PARSE_ARGS_* code for an unknown option or a missing value.
  const badArgs = error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
  if (error instanceof UsageError || badArgs) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof RefusedError ? error.message : error);
  process.exit(1);
});
