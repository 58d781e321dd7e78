import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, login, ok } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { openListFromMenu, listRows, clickMenuEntry } from './support/menu';
import { browser, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';

/**
 * Then 财务管理 > 汽运运费: a demo carrier's trips of the last 30 days with its freight, and the draft payment bill.
 *
 * 调度管理 > 船运航次 on the demo company (docs/freight.md "船运航次"): the four demo voyages, the laytime statement
 * of the one on demurrage, and a new voyage with a rain stoppage whose demurrage the form previews as it is typed
 * and the server stores the same.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';

setUpSession({ env: { DEMO_DATA: '1' } });

let page: Page;

/** Types a time into an antd date picker and confirms it. */
async function pick(p: Page, testId: string, value: string) {
  const input = p.getByTestId(testId).locator('visible=true').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('船运航次', () => {
  it('lists the demo voyages and opens the statement of the one on demurrage', async () => {
    page = await (await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' })).newPage();
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    await openListFromMenu(page, '调度管理', '船运航次', /\/coal\/voyage/);
    await expect.poll(() => listRows(page).count()).toBe(4);
    await page.waitForTimeout(300);
    await shot(page, 'voyage-list-1366');
    const row = listRows(page).filter({ hasText: '海丰688' });
    expect(await row.innerText()).toContain('滞期');
    expect(await row.innerText()).toContain('29,166.67');
    await row.getByText('更多').click();
    await page.locator('.ant-dropdown').locator('visible=true').getByText('详情', { exact: true }).click();
    const statement = page.getByTestId('laytime-statement').locator('visible=true');
    await statement.waitFor();
    expect(await statement.innerText()).toContain('大风停装');
    expect(await statement.innerText()).toContain('起算前');
    expect(await page.getByTestId('laytime-statement-amount').locator('visible=true').innerText()).toBe('29,166.67 元');
    await page.waitForTimeout(300);
    await shot(page, 'voyage-statement-1366');
    await page.keyboard.press('Escape');
    await statement.waitFor({ state: 'hidden' });
    // The phone layout: the list, then the same statement in the full-screen dialog.
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await shot(page, 'voyage-list-390');
    await listRows(page).filter({ hasText: '海丰688' }).getByText('更多').click();
    await page.locator('.ant-dropdown').locator('visible=true').getByText('详情', { exact: true }).click();
    await statement.waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'voyage-statement-390');
    await statement.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await shot(page, 'voyage-statement-390-lines');
    await page.keyboard.press('Escape');
    await statement.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1366, height: 800 });
  });

  it('adds a voyage with a rain stoppage: the form previews the demurrage, the server stores the same', async () => {
    await page.getByRole('button', { name: /新\s*增/ }).first().click();
    const dialog = page.locator('.ant-modal', { hasText: '登记船运航次' }).locator('visible=true');
    await dialog.waitFor();
    await dialog.getByTestId('voyage-vesselName').fill('长航先锋');
    await dialog.getByTestId('voyage-port').click();
    await page.locator('.ant-select-dropdown').locator('visible=true').getByText('黄骅港', { exact: true }).click();
    // 40 000 t at 10 000 t/day: 4 days allowed. NOR 11-02 08:00 + 6 h → 14:00; done 11-07 14:00 = 5 days; rain 6 h
    // excluded → used 4 d 18 h; 18 h over at 20 000 元/day = 15 000.00 元.
    await pick(page, 'voyage-norTime', '2026-11-02 08:00');
    await pick(page, 'voyage-loadStartTime', '2026-11-02 18:00');
    await pick(page, 'voyage-loadEndTime', '2026-11-07 14:00');
    for (const [f, v] of Object.entries({ loadedT: '40000', loadRateT: '10000', freightRate: '35', demurrageRate: '20000', despatchRate: '10000' })) await dialog.getByTestId(`voyage-${f}`).fill(v);
    await dialog.getByTestId('voyage-exclusion-add').click();
    await pick(page, 'voyage-exclusion-0-from', '2026-11-03 10:00');
    await pick(page, 'voyage-exclusion-0-to', '2026-11-03 16:00');
    await dialog.getByTestId('voyage-exclusion-0-reason').fill('下雨');
    const preview = dialog.getByTestId('voyage-preview-amount');
    await expect.poll(() => preview.innerText().catch(() => '')).toBe('15,000.00 元');
    await dialog.getByTestId('voyage-preview').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await shot(page, 'voyage-form-1366');
    await dialog.getByTestId('voyage-save').click();
    await dialog.waitFor({ state: 'hidden' });
    const admin = await login('admin', ADMIN_PASSWORD);
    const rows = (await ok(api('GET', '/coal/voyage/list?vesselName=长航先锋', admin))).records as Record<string, any>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'loaded', laytimeResult: 'demurrage', demurrageAmount: '15000.00', usedDays: '4.7500', allowedDays: '4.0000', freightAmount: '1400000.00' });
    await expect.poll(() => listRows(page).filter({ hasText: '长航先锋' }).innerText()).toContain('15,000.00');
    await page.setViewportSize(NARROW);
    await page.getByRole('button', { name: /新\s*增/ }).first().click();
    await page.locator('.ant-modal', { hasText: '登记船运航次' }).locator('visible=true').waitFor();
    await page.waitForTimeout(500);
    await shot(page, 'voyage-form-390');
    await page.setViewportSize(WIDE);
  });

  it('汽运运费: computes a demo carrier’s trips of the last 30 days and drafts its payment bill', async () => {
    const admin = await login('admin', ADMIN_PASSWORD);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 8 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const carriers = (await ok(api('GET', '/coal/carrier/list?pageSize=50', admin))).records as Record<string, any>[];
    let carrier: Record<string, any> | undefined;
    let total = '';
    for (const c of carriers) {
      const r = await api('GET', `/coal/truckFreight/statement?carrierId=${c.id}&from=${from}&to=${today}&rate=45.5&settleBasis=lesser&allowancePermille=2&deductionPrice=680`, admin);
      if (r.success) {
        carrier = c;
        total = r.result.figures.total;
        break;
      }
    }
    expect(carrier, 'a demo carrier with trips').toBeTruthy();
    await clickMenuEntry(page, '财务管理', '汽运运费');
    await page.waitForURL(/\/coal\/truckFreight/);
    await page.getByTestId('carrier-picker').getByRole('button', { name: /选\s*择/ }).click();
    const m = page.getByTestId('carrier-picker-modal').locator('.ant-modal');
    await m.waitFor();
    await m.locator('.ant-table-tbody tr.ant-table-row', { hasText: carrier!.name }).first().click();
    await m.locator('.ant-modal-footer').getByRole('button', { name: /确\s*定/ }).click();
    await m.waitFor({ state: 'hidden' });
    const [y1, m1, d1] = from.split('-');
    const [y2, m2, d2] = today.split('-');
    const range = page.locator('.ant-picker-range').first();
    await range.locator('input').first().click();
    await range.locator('input').first().fill(`${y1}-${m1}-${d1}`);
    await range.locator('input').nth(1).click();
    await range.locator('input').nth(1).fill(`${y2}-${m2}-${d2}`);
    await range.locator('input').nth(1).press('Enter');
    await page.getByTestId('truck-rate').fill('45.5');
    await page.getByTestId('truck-deduction-price').fill('680');
    await page.getByTestId('truck-compute').click();
    const totals = page.getByTestId('truck-totals');
    await totals.waitFor();
    expect(await totals.innerText()).toContain(Number(total).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    await page.waitForTimeout(300);
    await shot(page, 'truck-freight-1366');
    await page.getByTestId('truck-bill').click();
    const dialog = page.locator('.ant-modal', { hasText: '生成付款单（草稿）' }).locator('visible=true');
    await dialog.waitFor();
    await dialog.getByTestId('truck-account').click();
    await page.locator('.ant-select-dropdown').locator('visible=true').locator('.ant-select-item-option').first().click();
    await dialog.getByRole('button', { name: /生\s*成/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const bills = (await ok(api('GET', `/coal/paymentBill/list?counterpartyId=${carrier!.id}&status=draft`, admin))).records as Record<string, any>[];
    expect(bills.map((b) => b.amount)).toContain(total);
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await shot(page, 'truck-freight-390');
    await page.setViewportSize(WIDE);
  });
});
