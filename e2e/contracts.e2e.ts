import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { sysUser, sysUserRole } from '../server/src/core/db/schema/index';
import { seedId } from '../server/src/core/db/seed-id';
import { coalConsumer } from '../server/src/modules/coal/consumer/table';
import { coalMaterial } from '../server/src/modules/coal/material/table';
import { shot, WIDE } from './support/browser';
import { openListFromMenu } from './support/menu';
import { browser, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';

/**
 * Issue 11's walk: a clerk writes a sales contract with the 5000 kcal template, previews 5180 kcal and 16.4 % Mt,
 * submits it; an approver — told through the bell — opens it from the message and approves it; the timeline shows
 * both. Two people: whoever submits may not approve.
 */
const CLERK = { username: 'yewu', password: 'Yewu@2026x', realname: '王建国' };
const APPROVER = { username: 'jingli', password: 'Jingli@2026x', realname: '李慧敏' };

setUpSession({
  context: false,
  data: {
    adminPassword: 'Admin@2026x',
    fill: async (ctx) => {
      for (const [u, role] of [
        [CLERK, 'contract_clerk'],
        [APPROVER, 'contract_approver'],
      ] as const) {
        const [row] = await ctx.db.insert(sysUser).values({ username: u.username, realname: u.realname, passwordHash: await ctx.hasher.hash(u.password), status: 1, relTenantIds: '1' }).returning();
        await ctx.db.insert(sysUserRole).values({ userId: row.id, roleId: seedId(`role:${role}`) });
      }
      await ctx.db.insert(coalConsumer).values({ tenantId: 1, name: '华能秦皇岛电厂', createBy: 'admin' });
      await ctx.db.insert(coalMaterial).values({ tenantId: 1, code: 'DL5000', name: '动力煤5000', category: 'thermal', createBy: 'admin' });
    },
  },
});

let clerk: Page;
let approver: Page;
let approverContext: BrowserContext;

const modalOf = (p: Page, title: string | RegExp) => p.getByRole('dialog', { name: title });
const itemOf = (scope: ReturnType<typeof modalOf>, label: string) => scope.locator('.ant-form-item', { has: scope.page().locator(`label:text-is("${label}")`) }).first();

async function pickOption(scope: ReturnType<typeof modalOf>, label: string, option: string) {
  await itemOf(scope, label).locator('.ant-select').click();
  await scope.page().locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

describe('合同：录入、预览、提交、审批', () => {
  it('a clerk writes a sales contract with the 5000 kcal template and previews a quality', async () => {
    clerk = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
    await signInToDashboard(clerk, CLERK.username, CLERK.password);
    await openListFromMenu(clerk, '合同管理', '合同', /\/coal\/contract/);
    await clerk.getByRole('button', { name: /新\s*增/ }).locator('visible=true').click();
    const form = modalOf(clerk, '新增合同');
    await form.waitFor();
    await itemOf(form, '合同类型').getByText('销售').click();
    await pickOption(form, '运输方式', '铁路');
    await itemOf(form, '合同对方').getByRole('button').first().click();
    const picker = clerk.locator('.ant-modal', { hasText: '选择客户' });
    await picker.locator('.ant-table-row', { hasText: '华能秦皇岛电厂' }).click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await pickOption(form, '煤种', '动力煤5000');
    await itemOf(form, '合同数量(t)').locator('input').fill('10000');
    await itemOf(form, '含税单价(元/t)').locator('input').fill('800');
    for (const [label, day] of [
      ['签订日期', '2026-11-20'],
      ['开始日期', '2026-12-01'],
      ['结束日期', '2027-05-31'],
    ]) {
      const input = itemOf(form, label).locator('input');
      await input.click();
      await input.fill(day);
      await input.press('Enter');
    }
    await form.getByTestId('clause-template').click();
    await expect.poll(() => form.getByTestId('contract-clauses').innerText()).toContain('共 5 行');
    await form.locator('input[aria-label="Qnet,ar"]').fill('5180');
    await form.locator('input[aria-label="Mt"]').fill('16.4');
    await form.locator('input[aria-label="数量"]').fill('31.46');
    const totals = form.getByTestId('preview-totals');
    // +2 元/t for 180 kcal above 5000 (one whole step of 100), −1 元/t for 1.4 % above 15 % (one whole step of 1 %).
    await expect.poll(() => totals.innerText()).toContain('+1.0000');
    const preview = form.getByTestId('contract-preview');
    expect(await preview.innerText()).toContain('+2.0000');
    expect(await preview.innerText()).toContain('-1.0000');
    // 31.46 t × 800 元/t = 25 168.00; the clauses add 62.92 − 31.46 = 31.46.
    expect(await totals.innerText()).toMatch(/25,?168\.00/);
    await form.getByTestId('contract-clauses').scrollIntoViewIfNeeded();
    await clerk.waitForTimeout(300);
    await shot(clerk, 'contract-form-clauses-wide');
    await preview.scrollIntoViewIfNeeded();
    await clerk.waitForTimeout(300);
    await shot(clerk, 'contract-form-preview-wide');
    await form.getByTestId('contract-save').click();
    await form.waitFor({ state: 'hidden', timeout: 15000 });
    const row = clerk.locator('.entity-list-table .ant-table-row', { hasText: '华能秦皇岛电厂' });
    await expect.poll(() => row.innerText(), { timeout: 15000 }).toContain('草稿');
  });

  it('the clerk submits it for approval', async () => {
    const row = clerk.locator('.entity-list-table .ant-table-row', { hasText: '华能秦皇岛电厂' });
    await row.getByText('更多').click();
    await clerk.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: '提交审批' }).click();
    const dialog = modalOf(clerk, /提交审批/);
    await dialog.locator('textarea').fill('价格已与客户确认，请审批');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => row.innerText(), { timeout: 15000 }).toContain('审批中');
    // Whoever submitted may not approve: no such action is offered to the clerk.
    await row.getByText('更多').click();
    expect(await clerk.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: '审批通过' }).count()).toBe(0);
    await clerk.keyboard.press('Escape');
  });

  it('the approver sees it in the bell, opens it from the message and approves it; the timeline shows both', async () => {
    approverContext = await browser.newContext({ viewport: WIDE, locale: 'zh-CN' });
    approver = await approverContext.newPage();
    await signInToDashboard(approver, APPROVER.username, APPROVER.password);
    const bell = approver.getByTestId('notice-bell');
    await expect.poll(async () => Number(await bell.getAttribute('data-unread')), { timeout: 15000 }).toBeGreaterThan(0);
    await bell.click();
    const popover = approver.getByTestId('notice-popover');
    await popover.waitFor();
    await popover.getByRole('tab', { name: /系统消息/ }).click();
    await popover.getByText(/合同待审批：HT\d{12}/).first().click();
    const message = approver.locator('.ant-modal', { hasText: /合同待审批：HT\d{12}/ });
    await message.waitFor();
    expect(await message.innerText()).toContain('价格已与客户确认，请审批');
    await message.getByRole('button', { name: '去处理' }).click();
    await approver.waitForURL(/\/coal\/contract\?id=/);
    const detail = approver.getByTestId('contract-drawer').getByTestId('contract-detail');
    await detail.waitFor({ timeout: 20000 });
    await detail.getByTestId('contract-approve').click();
    const dialog = modalOf(approver, /审批通过/);
    await dialog.locator('textarea').fill('同意，按合同执行');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => detail.innerText(), { timeout: 15000 }).toContain('执行中');
    await detail.getByRole('tab', { name: '审批记录' }).click();
    const timeline = detail.getByTestId('contract-timeline');
    await expect.poll(() => timeline.innerText()).toContain('审批通过');
    const text = await timeline.innerText();
    expect(text).toContain('提交审批');
    expect(text).toContain('价格已与客户确认，请审批');
    expect(text).toContain(APPROVER.realname);
    await approver.waitForTimeout(400);
    await shot(approver, 'contract-detail-timeline-wide');
    await approverContext.close();
  });
});
