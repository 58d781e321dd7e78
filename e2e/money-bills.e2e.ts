import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sysUser, sysUserRole } from '../server/src/core/db/schema/index';
import { seedId } from '../server/src/core/db/seed-id';
import { coalAccount } from '../server/src/modules/coal/account/table';
import { coalConsumer } from '../server/src/modules/coal/consumer/table';
import { coalSettlement } from '../server/src/modules/coal/settlement/table';
import { api, login, ok } from './support/api';
import { NARROW, shot } from './support/browser';
import { openListFromMenu, listRows } from './support/menu';
import { browser, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';

/**
 * 财务管理 > 收款单 and 资金流水 (docs/finance.md "收付款单与资金流水"): a cashier enters a collection from a customer
 * against its settlement, a second cashier reviews it and marks it received, and the account's flow shows the line
 * with the running balance: 100000.00 + 123603.60 = 223603.60.
 */
const ENTER = { username: 'chuna', password: 'Chuna@2026x', realname: '张丽' };
const CHECK = { username: 'kuaiji', password: 'Kuaiji@2026x', realname: '赵敏' };
const SCREEN = { width: 1366, height: 768 };

setUpSession({
  context: false,
  data: {
    adminPassword: 'Admin@2026x',
    fill: async (ctx) => {
      for (const u of [ENTER, CHECK]) {
        const [row] = await ctx.db.insert(sysUser).values({ username: u.username, realname: u.realname, passwordHash: await ctx.hasher.hash(u.password), status: 1, relTenantIds: '1' }).returning();
        await ctx.db.insert(sysUserRole).values({ userId: row.id, roleId: seedId('role:finance_clerk') });
      }
      const [c] = await ctx.db.insert(coalConsumer).values({ tenantId: 1, name: '华能秦皇岛电厂', createBy: 'admin' }).returning();
      await ctx.db.insert(coalAccount).values({ tenantId: 1, holder: '山西美云煤炭贸易有限公司', bankName: '中国工商银行太原迎泽支行', accountNo: '0502123456789012345', accountType: 'company', openingBalance: '100000.00' });
      await ctx.db.insert(coalSettlement).values({
        tenantId: 1,
        settlementNo: 'JS202611200001',
        contractId: 'c1',
        contractNo: 'HT202610010001',
        contractVersion: 1,
        direction: 'sales',
        counterpartyId: c.id,
        counterpartyName: c.name,
        consumerId: c.id,
        materialId: 'm',
        periodFrom: '2026-11-01',
        periodTo: '2026-11-15',
        unitPrice: '800.0000',
        taxRate: '13.00',
        clauses: [],
        weighingIds: [],
        weighingCount: 0,
        weighedT: '0',
        quantityT: '0',
        quality: {},
        qualityTrace: [],
        lines: [],
        otherDeductions: [],
        baseAmount: '150000.00',
        totalAmount: '150000.00',
        taxAmount: '17256.64',
        amountExclTax: '132743.36',
        status: 'financeReviewed',
        financeReviewedDate: '2026-11-20',
        createBy: 'admin',
      });
    },
  },
});

const modalOf = (p: Page, title: string | RegExp) => p.getByRole('dialog', { name: title });
const itemOf = (scope: ReturnType<typeof modalOf>, label: string) => scope.locator('.ant-form-item', { has: scope.page().locator(`label:text-is("${label}")`) }).first();

let enter: Page;
let check: Page;

describe('收款单与资金流水', () => {
  it('enters a collection against a settlement, shared oldest first', async () => {
    enter = await (await browser.newContext({ viewport: SCREEN, locale: 'zh-CN' })).newPage();
    await signInToDashboard(enter, ENTER.username, ENTER.password);
    await openListFromMenu(enter, '财务管理', '收款单', /\/coal\/collectionBill/);
    await enter.getByRole('button', { name: /新\s*增/ }).locator('visible=true').click();
    const form = modalOf(enter, '新增收款单');
    await form.waitFor();
    await itemOf(form, '付款单位').getByRole('button').first().click();
    const picker = enter.locator('.ant-modal', { hasText: '选择客户' });
    await picker.locator('.ant-table-row', { hasText: '华能秦皇岛电厂' }).click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await form.getByTestId('money-bill-amount').fill('123603.60');
    await itemOf(form, '收款账户（本公司）').locator('.ant-select').click();
    await enter.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '0502123456789012345' }).click();
    await form.getByTestId('money-bill-outstanding').getByText('JS202611200001').waitFor();
    await form.getByTestId('money-bill-autofill').click();
    await expect.poll(() => form.getByTestId('money-bill-share-JS202611200001').inputValue()).toBe('123603.60');
    expect(await form.getByTestId('money-bill-share-total').innerText()).toBe('123603.60');
    await enter.waitForTimeout(300);
    await shot(enter, 'money-bill-form-wide');
    await form.getByTestId('money-bill-save').click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => listRows(enter).count()).toBe(1);
    expect(await listRows(enter).first().innerText()).toContain('123603.60');
    // Its own bill is not for its enterer to review.
    await listRows(enter).first().getByText('审核').click();
    await enter.getByRole('dialog').getByRole('button', { name: /审\s*核/ }).click();
    await enter.getByText('不能审核自己录入的单据').waitFor();
    await enter.waitForTimeout(300);
    await shot(enter, 'money-bill-list-wide');
  });

  it('a second cashier reviews it and marks it received; the flow shows the line and the balance', async () => {
    check = await (await browser.newContext({ viewport: SCREEN, locale: 'zh-CN' })).newPage();
    await signInToDashboard(check, CHECK.username, CHECK.password);
    await openListFromMenu(check, '财务管理', '收款单', /\/coal\/collectionBill/);
    await expect.poll(() => listRows(check).count()).toBe(1);
    await listRows(check).first().getByText('审核').click();
    await check.getByRole('dialog').getByRole('button', { name: /审\s*核/ }).click();
    await expect.poll(() => listRows(check).first().innerText()).toContain('已审核');
    await listRows(check).first().getByTestId('money-bill-link').click();
    const drawer = check.getByTestId('money-bill-detail');
    await drawer.getByTestId('money-bill-done').click();
    await check.getByRole('dialog', { name: /确认收款/ }).getByRole('button', { name: /确认收款/ }).click();
    await expect.poll(() => drawer.innerText()).toContain('已收');
    await drawer.getByTestId('money-bill-timeline').getByText('确认收款').waitFor();
    expect(await drawer.getByTestId('money-bill-allocations').innerText()).toContain('26396.40'); // 150000.00 − 123603.60 still open
    await check.waitForTimeout(300);
    await shot(check, 'money-bill-detail-wide');
    await check.locator('.ant-drawer-close').locator('visible=true').click();
    await drawer.waitFor({ state: 'hidden' });

    await openListFromMenu(check, '财务管理', '资金流水', /\/coal\/moneyFlow/);
    await expect.poll(() => listRows(check).count()).toBe(1);
    const line = await listRows(check).first().innerText();
    expect(line).toContain('+123603.60');
    expect(line).toContain('223603.60');
    expect(await check.getByTestId('money-flow-balances').innerText()).toMatch(/当前余额[\s\S]*223,?603\.60/);
    const token = await login(CHECK.username, CHECK.password);
    const [b] = await ok(api('GET', '/coal/moneyFlow/balances', token));
    expect(b).toMatchObject({ openingBalance: '100000.00', totalIn: '123603.60', balance: '223603.60' });
    await check.waitForTimeout(300);
    await shot(check, 'money-flow-wide');
    await check.setViewportSize(NARROW);
    await check.waitForTimeout(500);
    await shot(check, 'money-flow-narrow');
    await check.setViewportSize(SCREEN);
    await openListFromMenu(check, '财务管理', '收款单', /\/coal\/collectionBill/);
    await check.setViewportSize(NARROW);
    await check.waitForTimeout(500);
    await shot(check, 'money-bill-list-narrow');
    await listRows(check).first().getByTestId('money-bill-link').click();
    await check.getByTestId('money-bill-detail').waitFor();
    await check.waitForTimeout(400);
    await shot(check, 'money-bill-detail-narrow');
    await check.locator('.ant-drawer-close').locator('visible=true').click();
    await check.getByRole('button', { name: /新\s*增/ }).locator('visible=true').click();
    const form = modalOf(check, '新增收款单');
    await form.getByTestId('money-bill-amount').waitFor();
    await form.getByTestId('money-bill-amount').fill('5000.00');
    await check.waitForTimeout(400);
    await shot(check, 'money-bill-form-narrow');
  });
});
