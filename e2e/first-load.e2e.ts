import { describe, expect, it } from 'vitest';
import { kib, measureFirstLoad, type Fetched } from './support/firstLoad';
import { browser, server, setUpSession } from './support/session';

/**
 * The first-screen budget (docs/first-load.md): JavaScript and CSS fetched, gzip-encoded as the server sends them,
 * before the login form's password field is visible, and before the dashboard is painted after signing in.
 * A screen that pulls something heavy into the first load fails here with the list of files fetched.
 */
const LOGIN_BUDGET_KIB = 200;
const DASHBOARD_BUDGET_KIB = 350;
const PASSWORD = 'Budget@2026x';

// A deployer-chosen admin password is not flagged weak, so no set-password dialog stands between sign-in and dashboard.
setUpSession({ env: { ADMIN_INITIAL_PASSWORD: PASSWORD }, context: false });

const listing = (f: Fetched) =>
  f.files
    .map((x) => `${kib(x.wire).toFixed(1).padStart(7)} KiB ${x.encoding.padEnd(8)} ${x.url.replace(server.url, '')}`)
    .join('\n');

describe('first load', () => {
  it('stays within the login and dashboard budgets, every file gzip-encoded from the build', async () => {
    // gzip only, as the budget is counted in gzip; browsers on https get the smaller brotli copies.
    const load = await measureFirstLoad(browser, server.url, 'admin', PASSWORD, { acceptEncoding: 'gzip' });

    for (const f of load.dashboard.files) {
      // The build skips only files that compression would not shrink (a few hundred bytes at most).
      if (f.gzip < f.wire) expect(f.encoding, f.url).toBe('gzip');
    }
    expect(load.login.files.some((f) => /LoginPage-[\w-]+\.js$/.test(f.url)), listing(load.login)).toBe(true);
    // The login page must not have pulled the shell, the dashboard or a chart library in with it.
    expect(load.login.files.filter((f) => /(MainLayout|AnalysisPage|VisitChart|EChart)-/.test(f.url)).map((f) => f.url)).toEqual([]);
    // The figures, for the record (docs/first-load.md): how close each screen is to its budget.
    console.info(`first load (gzip): login ${kib(load.login.wire).toFixed(1)} KiB of ${LOGIN_BUDGET_KIB}, dashboard ${kib(load.dashboard.wire).toFixed(1)} KiB of ${DASHBOARD_BUDGET_KIB}`);
    expect(kib(load.login.wire), `login page over budget:\n${listing(load.login)}`).toBeLessThanOrEqual(LOGIN_BUDGET_KIB);
    expect(kib(load.dashboard.wire), `dashboard over budget:\n${listing(load.dashboard)}`).toBeLessThanOrEqual(DASHBOARD_BUDGET_KIB);
  });
});
