import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, NARROW, shot, WIDE } from './support/browser';
import { prepareDataDir } from './support/prepareData';
import { startServer, type RunningServer } from './support/server';

const ADMIN_PASSWORD = 'Admin@2024x';
const dirs: string[] = [];
const servers: RunningServer[] = [];
let browser: Browser;

async function start(env: Record<string, string> = {}) {
  const dir = await prepareDataDir(ADMIN_PASSWORD, async () => undefined);
  dirs.push(dir);
  const s = await startServer({ DATA_DIR: dir, ...env });
  servers.push(s);
  return s;
}

async function signIn(p: Page, url: string) {
  await p.goto(`${url}/user/login`);
  await p.getByPlaceholder(/用户名/).fill('admin');
  await p.getByPlaceholder(/密码/).fill(ADMIN_PASSWORD);
  await p.getByRole('button', { name: /登\s*录/ }).click();
  await p.waitForURL(/\/dashboard\/analysis/, { timeout: 20000 });
}

const SCREENS = [
  { path: '/monitor/runtime', testId: 'monitor-runtime', ready: 'Node.js', name: 'runtime' },
  { path: '/monitor/http', testId: 'monitor-http', ready: '已处理请求', name: 'http' },
  { path: '/monitor/trace', testId: 'monitor-trace', ready: '/api/', name: 'trace' },
  { path: '/monitor/disk', testId: 'monitor-disk', ready: '总容量', name: 'disk' },
  { path: '/monitor/redis', testId: 'monitor-redis', ready: process.env.REDIS_URL ? '键空间' : '未配置 Redis', name: 'redis' },
];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const s of servers) await s.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('系统监控 screens', () => {
  for (const viewport of [WIDE, NARROW]) {
    it(`show live figures at ${viewport.width} px`, async () => {
      const server = servers[0] ?? (await start(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}));
      const context = await browser.newContext({ viewport, locale: 'zh-CN', ...(viewport === NARROW ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      await signIn(page, server.url);
      for (const s of SCREENS) {
        await page.goto(`${server.url}${s.path}`);
        const screen = page.getByTestId(s.testId);
        await screen.waitFor({ timeout: 15000 });
        await expect.poll(() => screen.getByText(s.ready).count(), { timeout: 15000 }).toBeGreaterThan(0);
        // two readings, so the charts over time have a line
        if (viewport === WIDE && (s.name === 'runtime' || s.name === 'http')) await page.waitForTimeout(5500);
        await page.waitForTimeout(800);
        await shot(page, `monitor-${s.name}-${viewport === WIDE ? 'wide' : 'narrow'}`);
      }
      await context.close();
    });
  }

  it('the trace never shows a token', async () => {
    const server = servers[0];
    const r = await fetch(`${server.url}/api/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
    const token = ((await r.json()) as any).result.token as string;
    await fetch(`${server.url}/api/sys/annountCement/listByUser?token=${token}`);
    const trace = await (await fetch(`${server.url}/api/monitor/trace`, { headers: { 'x-access-token': token } })).text();
    expect(trace).toContain('/api/sys/annountCement/listByUser');
    expect(trace).not.toContain(token);
  });
});
