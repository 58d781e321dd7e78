import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sysLog } from '../server/src/core/db/schema/index';
import { NARROW, shot, WIDE } from './support/browser';
import { browser, server, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';
import { MODULES } from '../server/src/modules/index';

/** The jobs every fresh database is seeded with, as the modules declare them. */
const SEEDED_JOBS = MODULES.flatMap((m) => m.seedJobs ?? []).length;

const ADMIN_PASSWORD = 'Admin@2024x';
let page: Page;

setUpSession({
  context: false,
  data: {
    adminPassword: ADMIN_PASSWORD,
    fill: async (ctx) => {
      const old = new Date(Date.now() - 400 * 86_400_000);
      await ctx.db.insert(sysLog).values(Array.from({ length: 12 }, (_, i) => ({ logType: 2, logContent: `旧操作${i}`, createTime: old })));
    },
  },
});

describe('定时任务 screen', () => {
  it('lists the jobs, adds one with a handler from the list, runs it once and shows its history', async () => {
    const context = await browser.newContext({ viewport: WIDE, locale: 'zh-CN' });
    page = await context.newPage();
    await signInToDashboard(page, 'admin', ADMIN_PASSWORD);
    await page.goto(`${server.url}/system/quartzJob`);
    const screen = page.getByTestId('quartz-job-page');
    await screen.waitFor({ timeout: 15000 });
    // the jobs a fresh database starts with (the purges, the contract expiry warning, the pickup-order expiry)
    await expect.poll(() => screen.locator('.ant-table-row').count(), { timeout: 10000 }).toBe(SEEDED_JOBS);

    await screen.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增定时任务' });
    await dialog.waitFor();
    await dialog.getByLabel('任务名称').fill('清理操作日志');
    await dialog.getByLabel('任务处理器').click();
    await page.locator('.ant-select-dropdown:visible').getByText('清理历史日志', { exact: true }).click();
    await dialog.getByLabel('参数').fill('{"days": 365, "logType": 2}');
    // a bad expression is refused in the form with the reason
    const cron = dialog.getByPlaceholder('请输入cron表达式');
    await cron.fill('0 0 25 * * ?');
    await expect.poll(() => dialog.getByText(/时字段的值25超出范围0-23/).count(), { timeout: 5000 }).toBeGreaterThan(0);
    await cron.fill('0 30 2 * * ?');
    await expect.poll(() => dialog.getByTestId('quartz-next-times').count(), { timeout: 5000 }).toBe(1);
    await page.waitForTimeout(400);
    await shot(page, 'quartz-job-dialog-wide');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => screen.locator('.ant-table-row').count(), { timeout: 10000 }).toBe(SEEDED_JOBS + 1);

    const row = screen.locator('.ant-table-row', { hasText: '清理操作日志' });
    await row.getByRole('button', { name: '执行一次' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => page.getByText('执行成功：清理日志12条').count(), { timeout: 10000 }).toBeGreaterThan(0);
    await expect.poll(() => row.getByText('成功').count(), { timeout: 10000 }).toBeGreaterThan(0);
    await page.waitForTimeout(600);
    await shot(page, 'quartz-job-list-wide');

    await row.getByRole('button', { name: '记录' }).click();
    const drawer = page.locator('.ant-drawer', { hasText: '执行记录 - 清理操作日志' });
    await drawer.waitFor();
    await expect.poll(() => drawer.locator('.ant-table-row').count(), { timeout: 5000 }).toBe(1);
    await expect.poll(() => drawer.getByText('清理日志12条').count()).toBe(1);
    await page.waitForTimeout(500);
    await shot(page, 'quartz-job-runs-wide');
    await context.close();
  });

  it('looks right on a narrow window', async () => {
    const context = await browser.newContext({ viewport: NARROW, locale: 'zh-CN', isMobile: true, hasTouch: true });
    const narrow = await context.newPage();
    await signInToDashboard(narrow, 'admin', ADMIN_PASSWORD);
    await narrow.goto(`${server.url}/system/quartzJob`);
    const screen = narrow.getByTestId('quartz-job-page');
    await screen.waitFor({ timeout: 15000 });
    await expect.poll(() => screen.locator('.ant-table-row').count(), { timeout: 10000 }).toBe(SEEDED_JOBS + 1);
    await narrow.waitForTimeout(600);
    await shot(narrow, 'quartz-job-list-narrow');
    await screen.locator('.ant-table-row', { hasText: '清理过期会话' }).getByRole('button', { name: '编辑' }).click();
    const dialog = narrow.locator('.ant-modal', { hasText: '编辑定时任务' });
    await dialog.waitFor();
    await narrow.waitForTimeout(600);
    await shot(narrow, 'quartz-job-dialog-narrow');
    await context.close();
  });
});
