import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { businessToday } from '@meiyun/shared';
import { coalConsumer } from '../server/src/modules/coal/consumer/table';
import { insertSettlement } from '../server/src/modules/coal/invoice/testSettlements';
import { api, login } from './support/api';
import { NARROW, shot } from './support/browser';
import { listRows, openListFromMenu, clickMenuEntry } from './support/menu';
import { browser, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';

/**
 * 财务管理 > 发票管理 and 应收账龄 (docs/finance.md): a customer with two sales settlements past 财务审核 (one 45 days
 * ago, one 10 days ago and partly collected); a 销项专票 entered from the screen against the first, which is then
 * invoiced in full; the ageing report shows the customer in 0–30 and 31–60 and drills down to both settlements.
 */
const ADMIN_PASSWORD = 'Admin@2026x';
/** The widths the screens are looked at: a 1366 laptop and a 390 phone. */
const WIDE = { width: 1366, height: 768 };
const daysAgo = (n: number) => new Date(Date.parse(`${businessToday()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const ids: Record<string, string> = {};

setUpSession({
  context: false,
  data: {
    adminPassword: ADMIN_PASSWORD,
    fill: async (ctx) => {
      const [c] = await ctx.db.insert(coalConsumer).values({ tenantId: 1, name: '华能秦皇岛电厂', creditCode: '91130300MA0A1B2C3D' }).returning();
      ids.consumer = c.id;
      ids.s1 = await insertSettlement(ctx.db, { counterpartyId: c.id, counterpartyName: c.name, total: '123603.60', reviewed: daysAgo(45) });
      ids.s2 = await insertSettlement(ctx.db, { counterpartyId: c.id, counterpartyName: c.name, total: '50000.00', paid: '20000.00', status: 'partlyPaid', reviewed: daysAgo(10) });
    },
  },
});

let page: Page;

describe('发票与应收账龄', () => {
  it('enters a 销项专票 against a settlement from the screen; the settlement is invoiced', async () => {
    page = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
    await signInToDashboard(page, 'admin', ADMIN_PASSWORD);
    await openListFromMenu(page, '财务管理', '发票管理', /\/coal\/invoice/);
    await page.getByRole('button', { name: /新\s*增/ }).first().click();
    const dialog = page.locator('.ant-modal', { hasText: '登记发票' }).locator('visible=true');
    await dialog.waitFor();
    await dialog.getByTestId('invoice-counterparty').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '华能秦皇岛电厂' }).click();
    await dialog.getByTestId('invoice-code').fill('1300224130');
    await dialog.getByTestId('invoice-number').fill('00012345');
    await dialog.getByTestId('invoice-total').fill('123603.60');
    await dialog.getByTestId('invoice-split').click();
    // 123603.60 × 0.13 / 1.13 = 14219.8831 → 14219.88; 123603.60 − 14219.88 = 109383.72.
    await expect.poll(() => dialog.getByTestId('invoice-excl').inputValue()).toBe('109383.72');
    expect(await dialog.getByTestId('invoice-tax').inputValue()).toBe('14219.88');
    await expect.poll(() => dialog.getByTestId('invoice-check').textContent()).toContain('税额与税率相符');
    // A mistyped tax shows at once, then the right one again.
    await dialog.getByTestId('invoice-tax').fill('14219.98');
    await expect.poll(() => dialog.getByTestId('invoice-check').textContent()).toContain('相差0.10元');
    await dialog.getByTestId('invoice-tax').fill('14219.88');
    await dialog.getByTestId('invoice-total').fill('123603.60');
    const row = dialog.getByTestId('invoice-candidates').locator('.ant-table-row', { hasText: '123603.60' });
    await row.locator('.ant-checkbox-input').check();
    await expect.poll(() => row.textContent()).toContain('123603.60');
    await page.waitForTimeout(300);
    await shot(page, 'invoice-form-wide');
    await dialog.getByTestId('invoice-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => listRows(page).count()).toBe(1);
    const token = await login('admin', ADMIN_PASSWORD);
    const s1 = (await api('GET', `/coal/invoice/candidates?counterpartyId=${ids.consumer}&direction=out`, token)).result as any[];
    // S1 is invoiced in full, so only S2 (50000.00, nothing invoiced) is left to invoice.
    expect(s1.map((s) => s.id)).toEqual([ids.s2]);
    await listRows(page).getByText('00012345').click();
    const detail = page.getByTestId('invoice-detail');
    await detail.waitFor();
    await expect.poll(() => detail.getByTestId('invoice-allocations').textContent()).toContain('已开票');
    await page.waitForTimeout(400);
    await shot(page, 'invoice-detail-wide');
    await page.locator('.ant-drawer-close').locator('visible=true').click();
    await page.waitForTimeout(400);
    await shot(page, 'invoice-list-wide');
    // The phone layout is another shell: the list is shown anew, and the detail opened again.
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(600);
    await shot(page, 'invoice-list-narrow');
    await listRows(page).getByText('00012345').click();
    await page.getByTestId('invoice-detail').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'invoice-detail-narrow');
    await page.locator('.ant-drawer-close').locator('visible=true').click();
    await page.getByRole('button', { name: /新\s*增/ }).first().click();
    await page.locator('.ant-modal', { hasText: '登记发票' }).locator('visible=true').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'invoice-form-narrow');
    await page.locator('.ant-modal', { hasText: '登记发票' }).locator('visible=true').getByRole('button', { name: /取\s*消/ }).click();
    await page.setViewportSize(WIDE);
    await page.waitForTimeout(500);
  });

  it('shows the customer in the ageing report and drills down to its settlements', async () => {
    await clickMenuEntry(page, '财务管理', '应收账龄');
    await page.waitForURL(/receivableAgeing/);
    const rows = page.getByTestId('ageing-rows').locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    // 123603.60 (45 days: 31–60) + 50000.00 − 20000.00 = 30000.00 (10 days: 0–30) = 153603.60.
    const text = (await rows.first().textContent()) ?? '';
    expect(text).toContain('30000.00');
    expect(text).toContain('123603.60');
    expect(await page.getByTestId('ageing-total').textContent()).toBe('153603.60');
    await page.waitForTimeout(800);
    await shot(page, 'ageing-wide');
    await rows.first().click();
    const drill = page.getByTestId('ageing-settlements').locator('.ant-table-row');
    await expect.poll(() => drill.count()).toBe(2);
    expect(await drill.first().textContent()).toContain('45');
    await page.waitForTimeout(400);
    await shot(page, 'ageing-drilldown-wide');
    await page.locator('.ant-drawer-close').locator('visible=true').click();
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(800);
    await shot(page, 'ageing-narrow');
    await page.getByTestId('ageing-rows').locator('.ant-table-row').first().click();
    await expect.poll(() => page.getByTestId('ageing-settlements').locator('.ant-table-row').count()).toBe(2);
    await page.waitForTimeout(400);
    await shot(page, 'ageing-drilldown-narrow');
  });
});
