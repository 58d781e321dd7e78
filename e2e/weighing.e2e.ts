import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, login, ok } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { openListFromMenu, listRows } from './support/menu';
import { browser, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';

/**
 * 过磅管理 > 磅单管理 and 电子煤票 on the demo company (docs/weighing.md): the weighings of the morning with their
 * detail (weights, deductions, timeline), a weighing voided with its reason (its bill voided with it), the bills
 * and a bill's QR code, which the public verification accepts.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';

setUpSession({ env: { DEMO_DATA: '1' } });

let page: Page;
let admin: string;

describe('磅单管理与电子煤票', () => {
  it('lists the weighings, opens one with its timeline, voids one with a reason', async () => {
    page = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    admin = await login('admin', ADMIN_PASSWORD);
    // The list's own first page (newest first): this morning's weighings, then the demo's eight weeks of history.
    const firstPage = await ok(api('GET', '/coal/weighing/list?pageNo=1&pageSize=10', admin));
    const weighings = firstPage.records as Record<string, any>[];
    expect(weighings).toHaveLength(10);
    expect(firstPage.total).toBeGreaterThan(1000);
    await openListFromMenu(page, '过磅管理', '磅单管理', /\/coal\/weighing/);
    await expect.poll(() => listRows(page).count()).toBe(weighings.length);
    await expect.poll(() => listRows(page).first().textContent()).toContain(weighings[0].weighNo);
    await shot(page, 'weighing-list-wide');

    const done = weighings.find((w) => w.status === 'completed' && !w.leftTime)!;
    await listRows(page).filter({ hasText: done.weighNo }).getByText(done.weighNo).click();
    const drawer = page.getByTestId('weighing-drawer');
    await drawer.getByTestId('weighing-detail').waitFor();
    await drawer.getByText('操作记录').click();
    await drawer.getByTestId('weighing-timeline').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'weighing-detail-wide');
    await drawer.getByTestId('weighing-void').click();
    const dialog = page.locator('.ant-modal', { hasText: `作废磅单：${done.weighNo}` }).locator('visible=true');
    await dialog.locator('textarea, input').first().fill('毛重采集时车辆未完全上磅');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(async () => (await ok(api('GET', `/coal/weighing/queryById?id=${done.id}`, admin))).status).toBe('void');
    await drawer.getByText('磅单信息').click();
    await drawer.getByText('作废原因').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'weighing-voided-wide');
    if (done.billId) expect((await ok(api('GET', `/coal/coalBill/queryById?id=${done.billId}`, admin))).status).toBe('void');
    await page.locator('.ant-drawer-close').locator('visible=true').click();
    await drawer.waitFor({ state: 'hidden' });

    await page.setViewportSize(NARROW);
    await page.waitForTimeout(300);
    await shot(page, 'weighing-list-narrow');
    await page.setViewportSize(WIDE);
  });

  it('lists the bills and shows a bill’s QR code, whose code the public verification accepts', async () => {
    const bills = (await ok(api('GET', '/coal/coalBill/list?pageSize=10', admin))).records as Record<string, any>[];
    expect(bills.length).toBeGreaterThan(0);
    await openListFromMenu(page, '过磅管理', '电子煤票', /\/coal\/coalBill/);
    await expect.poll(() => listRows(page).count()).toBe(bills.length);
    await shot(page, 'coal-bill-list-wide');
    const live = bills.find((b) => b.status !== 'void') ?? bills[0];
    await listRows(page).filter({ hasText: live.billNo }).getByText('查看二维码').click();
    await page.getByTestId('coal-bill-qr').waitFor();
    await shot(page, 'coal-bill-qr-wide');
    await page.keyboard.press('Escape');
    const verified = await api('GET', `/coal/coalBill/verify?code=${encodeURIComponent(live.qrCode)}`);
    expect(verified.result).toMatchObject({ billNo: live.billNo, plateNo: live.plateNo });
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(300);
    await shot(page, 'coal-bill-list-narrow');
  });
});
