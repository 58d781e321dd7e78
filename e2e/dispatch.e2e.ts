import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { businessToday } from '@meiyun/shared';
import { coalCar } from '../server/src/modules/coal/car/table';
import { coalCarrier } from '../server/src/modules/coal/carrier/table';
import { coalConsignee } from '../server/src/modules/coal/consignee/table';
import { coalConsumer } from '../server/src/modules/coal/consumer/table';
import { coalContract } from '../server/src/modules/coal/contract/table';
import { coalDriver } from '../server/src/modules/coal/driver/table';
import { coalFreightYard } from '../server/src/modules/coal/freightYard/table';
import { coalMaterial } from '../server/src/modules/coal/material/table';
import { NARROW, shot, WIDE } from './support/browser';
import { openListFromMenu } from './support/menu';
import { browser, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';

/**
 * Issue 12's dispatch, on screen: the dispatcher (the administrator here) writes a plan against an executing
 * contract, approves it, issues a pickup order for a truck of the plan's carrier and sees its QR code and the
 * driver's link, then voids the order with a reason.
 */
const ADMIN_PASSWORD = 'Admin@2026x';
const CONTRACT_NO = 'HT202611260001';
const PLATE = '晋A7D356';

setUpSession({
  context: false,
  data: {
    adminPassword: ADMIN_PASSWORD,
    fill: async (ctx) => {
      const by = { tenantId: 1, createBy: 'admin' };
      const [consumer] = await ctx.db.insert(coalConsumer).values({ ...by, name: '华能秦皇岛电厂' }).returning();
      const [material] = await ctx.db.insert(coalMaterial).values({ ...by, code: 'DL5000', name: '动力煤5000', category: 'thermal' }).returning();
      await ctx.db.insert(coalConsignee).values({ ...by, name: '秦皇岛电厂一号卸煤场', consumerId: consumer.id });
      await ctx.db.insert(coalFreightYard).values({ ...by, code: 'Y1', name: '一号货场' });
      const [carrier] = await ctx.db.insert(coalCarrier).values({ ...by, name: '太原顺达物流有限公司' }).returning();
      const [driver] = await ctx.db.insert(coalDriver).values({ ...by, name: '王建国', phone: '13912345678', carrierId: carrier.id }).returning();
      await ctx.db.insert(coalCar).values({ ...by, plateNo: PLATE, carrierId: carrier.id, driverId: driver.id });
      await ctx.db.insert(coalContract).values({
        ...by,
        contractNo: CONTRACT_NO,
        direction: 'sales',
        mode: 'other',
        counterpartyId: consumer.id,
        counterpartyName: consumer.name,
        consumerId: consumer.id,
        materialId: material.id,
        quantityT: '10000',
        unitPrice: '800',
        taxRate: '0.13',
        signDate: '2026-01-01',
        startDate: '2026-01-01',
        endDate: '2099-12-31',
        status: 'executing',
      });
    },
  },
});

let page: Page;

const modalOf = (p: Page, title: string | RegExp) => p.getByRole('dialog', { name: title });
const itemOf = (scope: ReturnType<typeof modalOf>, label: string) => scope.locator('.ant-form-item', { has: scope.page().locator(`label:text-is("${label}")`) }).first();
const planRow = () => page.locator('.entity-list-table .ant-table-row', { hasText: CONTRACT_NO }).locator('visible=true');

async function pickOption(scope: ReturnType<typeof modalOf>, label: string, option: string) {
  await itemOf(scope, label).locator('.ant-select').click();
  await scope.page().locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

async function pickRow(p: Page, title: string, text: string) {
  const picker = p.locator('.ant-modal', { hasText: title }).locator('visible=true');
  await picker.locator('.ant-table-row', { hasText: text }).click();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await picker.waitFor({ state: 'hidden' });
}

describe('调度：调度计划、审核、开提煤单、作废', () => {
  it('writes a plan against the executing contract', async () => {
    page = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
    await signInToDashboard(page, 'admin', ADMIN_PASSWORD);
    await openListFromMenu(page, '调度管理', '调度计划', /\/coal\/dispatchPlan/);
    await page.getByRole('button', { name: /新\s*增/ }).locator('visible=true').click();
    const form = modalOf(page, '新增调度计划');
    await form.waitFor();
    await itemOf(form, '合同').getByRole('button').first().click();
    await pickRow(page, '选择合同', CONTRACT_NO);
    const day = itemOf(form, '装车日期').locator('input');
    await day.click();
    await day.fill(businessToday());
    await day.press('Enter');
    await pickOption(form, '承运单位', '太原顺达物流有限公司');
    await pickOption(form, '收货单位', '秦皇岛电厂一号卸煤场');
    await pickOption(form, '货场', '一号货场');
    await itemOf(form, '计划车数').locator('input').fill('5');
    // More than the contract's 10 000 t: the server's balance message is shown and nothing is saved.
    await itemOf(form, '计划吨数(t)').locator('input').fill('12000');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText(), { timeout: 15000 }).toContain('超出合同剩余量：合同剩余10000');
    expect(await form.isVisible()).toBe(true);
    await itemOf(form, '计划吨数(t)').locator('input').fill('160');
    await page.waitForTimeout(300);
    await shot(page, 'dispatch-plan-form-wide');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.waitFor({ state: 'hidden', timeout: 15000 });
    await expect.poll(() => planRow().innerText(), { timeout: 15000 }).toContain('草稿');
  });

  it('approves it', async () => {
    await planRow().getByText('更多').click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: '审核' }).click();
    const dialog = modalOf(page, /审核/);
    await dialog.locator('textarea').fill('运力已落实');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => planRow().innerText(), { timeout: 15000 }).toContain('已审核');
  });

  it('issues a pickup order for a truck of the carrier and shows its QR code and link', async () => {
    await planRow().getByText('开提煤单').click();
    const dialog = modalOf(page, /开提煤单/);
    await dialog.waitFor();
    await itemOf(dialog, '车辆').getByRole('button').first().click();
    await pickRow(page, '选择车辆', PLATE);
    await dialog.getByTestId('issue-submit').click();
    const issued = modalOf(page, '提煤单已开出');
    const card = issued.getByTestId('pickup-card');
    await card.waitFor({ timeout: 15000 });
    const qr = card.getByTestId('pickup-qr');
    await qr.waitFor({ timeout: 15000 });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const text = await card.innerText();
    expect(text).toMatch(/THD\d{13}/);
    expect(text).toContain(PLATE);
    expect(text).toContain('王建国');
    expect(await card.getByTestId('pickup-link').innerText()).toMatch(/\/driver\/pickup\/[\w-]{32}/);
    await page.waitForTimeout(300);
    await shot(page, 'dispatch-issued-order-wide');
    await issued.getByRole('button', { name: /完\s*成/ }).click();
    await issued.waitFor({ state: 'hidden' });
    await expect.poll(() => planRow().getByTestId('plan-issued').innerText(), { timeout: 15000 }).toBe('1');
    // Let the toasts go before the picture.
    await page.waitForTimeout(3500);
    await shot(page, 'dispatch-plan-list-wide');
  });

  it('the plan detail shows the order and the timeline', async () => {
    await planRow().getByTestId('plan-no-link').click();
    const detail = page.getByTestId('plan-drawer').getByTestId('plan-detail');
    await detail.waitFor({ timeout: 15000 });
    await detail.getByRole('tab', { name: /提煤单/ }).click();
    await expect.poll(() => detail.getByTestId('plan-orders').innerText()).toContain(PLATE);
    await detail.getByRole('tab', { name: '操作记录' }).click();
    const timeline = detail.getByTestId('plan-timeline');
    await expect.poll(() => timeline.innerText()).toContain('开提煤单');
    expect(await timeline.innerText()).toContain('运力已落实');
    await page.waitForTimeout(300);
    await shot(page, 'dispatch-plan-detail-wide');
    await page.getByTestId('plan-drawer').locator('.ant-drawer-close').click();
  });

  it('voids the order with a reason from the pickup-order list', async () => {
    await openListFromMenu(page, '调度管理', '提煤单', /\/coal\/pickupOrder/);
    const row = page.locator('.entity-list-table .ant-table-row', { hasText: PLATE }).locator('visible=true');
    await expect.poll(() => row.innerText(), { timeout: 15000 }).toContain('有效');
    await row.getByText('更多').click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: '作废' }).click();
    const dialog = modalOf(page, /作废提煤单/);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    // A void needs a reason: the dialog says so and stays.
    await expect.poll(() => dialog.innerText()).toContain('请填写作废原因');
    await dialog.locator('textarea').fill('车辆故障，改派他车');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => row.innerText(), { timeout: 15000 }).toContain('已作废');
    expect(await row.innerText()).toContain('车辆故障，改派他车');
    await page.waitForTimeout(300);
    await shot(page, 'dispatch-pickup-list-wide');
  });

  it('the plan list at 390 px', async () => {
    await openListFromMenu(page, '调度管理', '调度计划', /\/coal\/dispatchPlan/);
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(800);
    await shot(page, 'dispatch-plan-list-narrow');
  });
});
