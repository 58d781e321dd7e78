import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, WIDE } from './browser';
import { prepareDataDir } from './prepareData';
import { startServer, type RunningServer } from './server';

// One server and one browser per test file. These are live bindings: the hooks setUpSession registers assign them,
// so a test file imports them once and its tests read them as they would the file's own variables.
export let server: RunningServer;
export let browser: Browser;
export let context: BrowserContext;
export let page: Page;

export interface SessionOptions {
  /** Added to the server's environment. */
  env?: Record<string, string>;
  /** Rows written before the server starts, under a strong administrator password (see prepareDataDir). */
  data?: { adminPassword: string; fill?: Parameters<typeof prepareDataDir>[1] };
  /** Added to the options of the shared wide zh-CN context; false where every test opens its own. */
  context?: BrowserContextOptions | false;
}

/** Registers the file's beforeAll and afterAll; call it once at the top of a test file. */
export function setUpSession({ env = {}, data, context: contextOptions = {} }: SessionOptions = {}): void {
  let dataDir: string | undefined;
  beforeAll(async () => {
    if (data) dataDir = await prepareDataDir(data.adminPassword, data.fill ?? (async () => undefined));
    // A file's server begins from a copy of a first start (e2e/support/server.ts), except where the first start writes
    // rows of today (the demo company) or the file prepared its own data.
    server = await startServer(dataDir ? { DATA_DIR: dataDir, ...env } : env, { fromTemplate: !dataDir && !env.DEMO_DATA });
    browser = await launchBrowser();
    if (contextOptions === false) return;
    context = await browser.newContext({ viewport: WIDE, locale: 'zh-CN', ...contextOptions });
    page = await context.newPage();
  });
  // A test that fails can leave a dialog or a dropdown open over the page, and every later test of the file would then
  // fail on it too: after a failure Escape closes what is open (the page itself, its tabs and state, stay).
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || contextOptions === false || !page || page.isClosed()) return;
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape').catch(() => undefined);
    await page.waitForTimeout(500).catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    // The server removes only the directory it made itself.
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
}
