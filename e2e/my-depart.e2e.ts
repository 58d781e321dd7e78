import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, NARROW, shot, WIDE } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const NEW_PASSWORD = 'Meiyun@2026';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('我的部门', () => {
  it('shows the administrator’s departments with details and members', async () => {
    await page.goto(`${server.url}/user/login`);
    await page.getByPlaceholder(/用户名/).fill('admin');
    await page.getByPlaceholder(/密码/).fill('123456');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    const dialog = page.locator('.ant-modal', { hasText: '确认密码' }).first();
    await dialog.waitFor({ timeout: 20000 });
    const inputs = dialog.locator('input[type="password"]');
    await inputs.nth(0).fill(NEW_PASSWORD);
    await inputs.nth(1).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10000 });

    await page.goto(`${server.url}/system/my-depart`);
    await page.getByTestId('my-depart-tree').waitFor({ timeout: 20000 });
    const details = page.getByTestId('my-depart-details');
    await details.waitFor();
    await expect.poll(() => details.textContent()).toContain('机构编码');
    await expect.poll(() => page.getByTestId('my-depart-users').locator('.ant-table-row').count(), { timeout: 10000 }).toBeGreaterThan(0);
    await page.waitForTimeout(400);
    await shot(page, 'my-depart-wide');
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(600);
    await shot(page, 'my-depart-narrow');
  });

  it('offers 导出 and 导入 on the department screen, the import in the list kit’s dialog', async () => {
    await page.setViewportSize(WIDE);
    await page.goto(`${server.url}/system/depart`);
    await page.getByTestId('depart-export').waitFor({ timeout: 20000 });
    await page.getByTestId('depart-import').click();
    const dialog = page.locator('.ant-modal', { hasText: '导入EXCEL' }).first();
    await dialog.waitFor({ timeout: 5000 });
    await page.waitForTimeout(400);
    await shot(page, 'depart-import-dialog');
  });
});
