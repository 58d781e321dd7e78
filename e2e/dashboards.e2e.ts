import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { DashboardAnalysis, DashboardMonitor, DashboardWorkplace } from '@meiyun/shared';
import { api, login, ok } from './support/api';
import { NARROW } from './support/browser';
import { browser, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';

/**
 * The three dashboards on the demo company (docs/dashboards.md): 首页 with 经营概况 showing the API's figures,
 * 监控页 with its yards updating when a truck is called, 工作台 with the administrator's tasks — each looked at
 * 1366 and 390 wide (screenshots in /tmp/shots/dashboards/).
 */
const ADMIN_PASSWORD = 'Admin@2026x';
const WIDE = { width: 1366, height: 768 };
const SHOTS = '/tmp/shots/dashboards';

setUpSession({ env: { DEMO_DATA: '1' }, context: false });

let page: Page;
let token: string;

async function shots(p: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await p.waitForTimeout(900);
  await p.screenshot({ path: join(SHOTS, `${name}-1366.png`), fullPage: true });
  await p.setViewportSize(NARROW);
  await p.waitForTimeout(900);
  await p.screenshot({ path: join(SHOTS, `${name}-390.png`), fullPage: true });
  await p.setViewportSize(WIDE);
  await p.waitForTimeout(300);
}

async function openMenu(p: Page, name: string, url: RegExp) {
  await p.locator('.ant-layout-sider .ant-menu').getByText(name, { exact: true }).click();
  await p.waitForURL(url);
}

describe('仪表盘', () => {
  it('首页 shows 经营概况 with the figures the API sums, and its 30-day chart', async () => {
    page = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    token = await login('admin', ADMIN_PASSWORD);
    const d = (await ok(api('GET', '/coal/dashboard/analysis', token))) as DashboardAnalysis;
    // The demo weighs three trucks today (two completed), queues others and has unsettled receivables.
    expect(d.tonnage.today.trips).toBeGreaterThan(0);
    expect(d.queue.waiting + d.queue.called + d.queue.inYard).toBeGreaterThan(0);
    expect(Number(d.receivables!.total)).toBeGreaterThan(0);

    const figures = page.getByTestId('business-figures');
    await figures.waitFor({ timeout: 20_000 });
    const value = async (id: string) => (await figures.getByTestId(id).locator('.ant-statistic-content-value').innerText()).replace(/,/g, '');
    expect(await value('stat-tonnage')).toBe(d.tonnage.today.settleT);
    expect(await value('stat-queue')).toBe(String(d.queue.waiting + d.queue.called));
    expect(await value('stat-bills')).toBe(String(d.bills.today));
    expect(await value('stat-receivables')).toBe(d.receivables!.total);
    await figures.getByTestId('trend-chart').locator('canvas').first().waitFor();
    expect(await figures.getByTestId('top-customers').locator('li').count()).toBe(d.topCustomers.length);
    // The sign-in figures stay below.
    await page.getByTestId('stat-users').waitFor();
    await shots(page, 'analysis');
  });

  it('监控页: each yard with its scales and queue, updated live when a truck is called', async () => {
    const m = (await ok(api('GET', '/coal/dashboard/monitor', token))) as DashboardMonitor;
    expect(m.yards.length).toBeGreaterThan(0);
    await openMenu(page, '监控页', /\/dashboard\/monitor/);
    const yards = page.getByTestId('monitor-yard');
    await expect.poll(() => yards.count(), { timeout: 15_000 }).toBe(m.yards.length);
    expect(await page.getByTestId('monitor-scale').count()).toBe(m.totals.scales);
    await page.getByTestId('monitor-alarms').waitFor();

    const busy = m.yards.find((y) => y.waiting > 0);
    expect(busy, 'a yard with trucks waiting').toBeTruthy();
    const card = yards.filter({ hasText: busy!.name });
    const calledOf = async () => (await card.locator('.ant-statistic', { hasText: '已叫号' }).locator('.ant-statistic-content-value').innerText()).trim();
    expect(await calledOf()).toBe(String(busy!.called));
    await ok(api('PUT', '/coal/queue/call', token, { yardId: busy!.id }));
    await expect.poll(calledOf, { timeout: 8_000 }).toBe(String(busy!.called + 1));
    await shots(page, 'monitor');
  });

  it('工作台: the administrator’s tasks, each opening its screen', async () => {
    const wp = (await ok(api('GET', '/coal/dashboard/workplace', token))) as DashboardWorkplace;
    expect(wp.groups.length).toBeGreaterThan(0);
    await openMenu(page, '工作台', /\/dashboard\/workplace/);
    await page.getByTestId('workplace-page').waitFor();
    for (const g of wp.groups) await page.getByTestId(`work-${g.kind}`).waitFor();
    expect(await page.getByTestId('work-total-todo').locator('.ant-statistic-content-value').innerText()).toBe(String(wp.totals.todo));
    await shots(page, 'workplace');

    // 30天内到期的合同 (the demo has two ending within a month) opens the contract's detail.
    const expiring = wp.groups.find((g) => g.kind === 'contractExpiring');
    expect(expiring?.count).toBeGreaterThan(0);
    await page.getByTestId('work-contractExpiring').getByText(expiring!.items[0].title, { exact: true }).click();
    await page.waitForURL(/\/coal\/contract\?id=/);
    await page.locator('.ant-modal, .ant-drawer').filter({ hasText: expiring!.items[0].title.split(' ')[0] }).first().waitFor({ timeout: 15_000 });
  });
});
