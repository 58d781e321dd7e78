import { describe, expect, it } from 'vitest';
import { login } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { browser, server, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';

const ADMIN_PASSWORD = 'Admin@2024x';

const SCREENS = [
  { path: '/monitor/runtime', testId: 'monitor-runtime', ready: 'Node.js', name: 'runtime' },
  { path: '/monitor/http', testId: 'monitor-http', ready: '已处理请求', name: 'http' },
  { path: '/monitor/trace', testId: 'monitor-trace', ready: '/api/', name: 'trace' },
  { path: '/monitor/disk', testId: 'monitor-disk', ready: '总容量', name: 'disk' },
  { path: '/monitor/redis', testId: 'monitor-redis', ready: process.env.REDIS_URL ? '键空间' : '未配置 Redis', name: 'redis' },
];

setUpSession({
  context: false,
  data: { adminPassword: ADMIN_PASSWORD },
  env: process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {},
});

describe('系统监控 screens', () => {
  for (const viewport of [WIDE, NARROW]) {
    it(`show live figures at ${viewport.width} px`, async () => {
      const context = await browser.newContext({ viewport, locale: 'zh-CN', ...(viewport === NARROW ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      await signInToDashboard(page, 'admin', ADMIN_PASSWORD);
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
    const token = await login('admin', ADMIN_PASSWORD);
    await fetch(`${server.url}/api/sys/annountCement/listByUser?token=${token}`);
    const trace = await (await fetch(`${server.url}/api/monitor/trace`, { headers: { 'x-access-token': token } })).text();
    expect(trace).toContain('/api/sys/annountCement/listByUser');
    expect(trace).not.toContain(token);
  });
});
