import { gzipSync, constants as zlib } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { WIDE } from './browser';

/** What one cold visit fetched and how long it took: login form first, then the dashboard after signing in. */
export interface FirstLoad {
  /** From navigation start until the password field is visible. */
  loginMs: number;
  /** From the click on 登录 until the dashboard (shell, menu and the four figures) is painted. */
  dashboardMs: number;
  /** From the click on 登录 until the visit chart is drawn; its code loads after the figures paint. */
  chartMs: number;
  /** JavaScript and CSS requested before the password field showed. */
  login: Fetched;
  /** JavaScript and CSS requested from the start until the dashboard was painted (the login's included). */
  dashboard: Fetched;
}

export interface Fetched {
  /** Bodies as sent on the wire (compressed or not), without the response headers. */
  wire: number;
  /** The same files gzipped at level 9, whatever the server sent: the yardstick of the budgets. */
  gzip: number;
  /** Content-Encoding of each file as the server sent it. */
  files: { url: string; encoding: string; wire: number; gzip: number }[];
}

export interface LoadOptions {
  /** CDP CPU slow-down factor (1 = as is). */
  cpuSlowdown?: number;
  /** Network emulation, e.g. a weak mobile link; none by default. */
  network?: { latencyMs: number; downKbps: number; upKbps: number };
  /** Sent as Accept-Encoding instead of Chromium's own. */
  acceptEncoding?: string;
}

interface Request {
  url: string;
  type: string;
  sentAt: number;
  encoding: string;
  headers: number;
  wire?: number;
}

const gzipCache = new Map<string, Promise<number>>();
/** The body gzipped at level 9, read again outside the browser (hashed files never change, so once per URL). */
function gzipSizeOf(url: string): Promise<number> {
  let size = gzipCache.get(url);
  if (!size) {
    size = fetch(url, { headers: { 'accept-encoding': 'identity' } })
      .then((r) => r.arrayBuffer())
      .then((b) => gzipSync(Buffer.from(b), { level: zlib.Z_BEST_COMPRESSION }).length);
    gzipCache.set(url, size);
  }
  return size;
}

async function summarise(requests: Request[]): Promise<Fetched> {
  const files = await Promise.all(
    requests.map(async (r) => ({ url: r.url, encoding: r.encoding, wire: r.wire ?? 0, gzip: await gzipSizeOf(r.url) })),
  );
  return { wire: files.reduce((s, f) => s + f.wire, 0), gzip: files.reduce((s, f) => s + f.gzip, 0), files };
}

/**
 * Wall-clock ms (page clock) at the first frame where `condition` (a page expression) holds; the page's own clock
 * keeps the test's polling lag out. Kept as text: a compiled function may carry the test runner's helpers.
 */
function frameWhen(page: Page, condition: string, timeout: number): Promise<number> {
  return page
    .waitForFunction(`(${condition}) ? performance.timeOrigin + performance.now() : false`, undefined, { polling: 'raf', timeout })
    .then((h) => h.jsonValue() as Promise<number>);
}

const PASSWORD_VISIBLE = `(() => {
  const el = document.querySelector('input[type="password"]');
  return !!el && el.getBoundingClientRect().height > 0 && getComputedStyle(el).visibility !== 'hidden';
})()`;
const DASHBOARD_PAINTED = `!!document.querySelector('[data-testid="main-layout"] .ant-menu') && !!document.querySelector('[data-testid="stat-users"] .ant-statistic-content')`;
const CHART_DRAWN = `!!document.querySelector('[data-testid="visit-chart"] canvas')`;

/**
 * One cold visit in a fresh context (empty cache): the login page until its password field is visible, then a
 * sign-in until the dashboard is painted. The user must not be asked to change the password on the way.
 */
export async function measureFirstLoad(browser: Browser, baseUrl: string, user: string, password: string, opts: LoadOptions = {}): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: WIDE, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    const requests = new Map<string, Request>();
    cdp.on('Network.requestWillBeSent', (e) => {
      requests.set(e.requestId, { url: e.request.url, type: e.type ?? '', sentAt: e.wallTime * 1000, encoding: '', headers: 0 });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.type = e.type;
      // What arrived with the response event is the header block; the rest of loadingFinished's count is the body.
      r.headers = e.response.encodedDataLength;
      const enc = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
      r.encoding = enc ? String(enc[1]) : 'identity';
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.wire = e.encodedDataLength - r.headers;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    if (opts.acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': opts.acceptEncoding } });
    if (opts.cpuSlowdown && opts.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpuSlowdown });
    if (opts.network) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: opts.network.latencyMs,
        downloadThroughput: (opts.network.downKbps * 1024) / 8,
        uploadThroughput: (opts.network.upKbps * 1024) / 8,
      });
    }

    const started = Date.now();
    await page.goto(`${baseUrl}/user/login`, { waitUntil: 'commit' });
    const navStart = await page.evaluate(() => performance.timeOrigin);
    const loginAt = await frameWhen(page, PASSWORD_VISIBLE, 60_000);
    if (loginAt < started - 1000) throw new Error('clock mismatch between the page and the test');

    await page.getByPlaceholder(/用户名/).fill(user);
    await page.getByPlaceholder(/密码/).fill(password);
    const clickAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.getByRole('button', { name: /登\s*录/ }).click();
    const dashboardAt = await frameWhen(page, DASHBOARD_PAINTED, 60_000);
    const chartAt = await frameWhen(page, CHART_DRAWN, 60_000);
    // Let what was asked for before the cut-offs arrive before counting it.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);

    const assets = [...requests.values()].filter((r) => r.type === 'Script' || r.type === 'Stylesheet');
    return {
      loginMs: loginAt - navStart,
      dashboardMs: dashboardAt - clickAt,
      chartMs: chartAt - clickAt,
      login: await summarise(assets.filter((r) => r.sentAt <= loginAt)),
      dashboard: await summarise(assets.filter((r) => r.sentAt <= dashboardAt)),
    };
  } finally {
    await context.close();
  }
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
