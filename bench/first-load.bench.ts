/**
 * First load of the built web app, as a yard PC or phone sees it on a cold cache: time until the login form's
 * password field is visible, time from the click on 登录 until the dashboard is painted, and the JavaScript and
 * CSS fetched meanwhile (bytes on the wire, and gzip-9 size of the same files). Medians of BENCH_RUNS cold visits
 * per setting: normal CPU, CPU slowed ×4 (CDP Emulation.setCPUThrottlingRate), and ×4 on a weak mobile link.
 *
 *   npm run build && npm run bench:first-load
 *   BENCH_RUNS=3 npm run bench:first-load          fewer visits
 *   BENCH_FILES=1 npm run bench:first-load         also list each file the login page fetched
 */
import { launchBrowser } from '../e2e/support/browser';
import { kib, measureFirstLoad, type FirstLoad, type LoadOptions } from '../e2e/support/firstLoad';
import { startServer } from '../e2e/support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = 'Bench@2024x';

const SETTINGS: { name: string; opts: LoadOptions }[] = [
  { name: 'normal CPU', opts: {} },
  { name: 'CPU ×4', opts: { cpuSlowdown: 4 } },
  // Roughly a busy 3G/4G cell at a yard: 1.6 Mbit/s down, 150 ms round trip.
  { name: 'CPU ×4, weak link', opts: { cpuSlowdown: 4, network: { latencyMs: 150, downKbps: 1600, upKbps: 750 } } },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await startServer({ ADMIN_INITIAL_PASSWORD: PASSWORD });
const browser = await launchBrowser();
try {
  const rows: Record<string, string | number>[] = [];
  let sample: FirstLoad | undefined;
  for (const { name, opts } of SETTINGS) {
    const runs: FirstLoad[] = [];
    // One visit first to warm the server's own caches (menu, dictionaries), not counted.
    await measureFirstLoad(browser, server.url, 'admin', PASSWORD, opts);
    for (let i = 0; i < RUNS; i++) runs.push(await measureFirstLoad(browser, server.url, 'admin', PASSWORD, opts));
    sample ??= runs[0];
    rows.push({
      setting: name,
      'password field ms': Math.round(median(runs.map((r) => r.loginMs))),
      'dashboard ms': Math.round(median(runs.map((r) => r.dashboardMs))),
      'chart ms': Math.round(median(runs.map((r) => r.chartMs))),
      'login wire KiB': kib(median(runs.map((r) => r.login.wire))),
      'login gzip KiB': kib(median(runs.map((r) => r.login.gzip))),
      'login files': median(runs.map((r) => r.login.files.length)),
      'dashboard wire KiB': kib(median(runs.map((r) => r.dashboard.wire))),
      'dashboard gzip KiB': kib(median(runs.map((r) => r.dashboard.gzip))),
      'dashboard files': median(runs.map((r) => r.dashboard.files.length)),
    });
  }
  console.log(`First load, median of ${RUNS} cold visits (dashboard figures include the login's):`);
  console.table(rows);
  if (process.env.BENCH_FILES && sample) {
    console.table(sample.login.files.map((f) => ({ file: f.url.replace(server.url, ''), encoding: f.encoding, 'wire KiB': kib(f.wire), 'gzip KiB': kib(f.gzip) })));
  }
} finally {
  await browser.close();
  await server.stop();
}
