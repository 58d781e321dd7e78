import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { businessToday, dec, money } from '@meiyun/shared';
import { sysUser, sysUserRole } from '../server/src/core/db/schema/index';
import { seedId } from '../server/src/core/db/seed-id';
import { api, login, ok } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { listRows, openListFromMenu, clickMenuEntry } from './support/menu';
import { browser, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';
import { chooseContractAndPeriod } from './support/settlementDraft';

/**
 * Issue 13's walk on the demo company, each step by the person whose job it is: the lab's result of today's last
 * truck approved by the quality supervisor; the settlement clerk drafts the day's sheet of its contract; the
 * weighbridge supervisor, the quality supervisor and the finance manager review it in turn (the clerk may not do the
 * finance review); the clerk enters the customer's part payment, the manager reviews it and marks it received; the
 * sheet is 部分结清 and 应收账龄 shows what is still owed on it.
 */
const PASSWORD = 'Meiyun@2026x';
const USERS = {
  lab: { username: 'huayan', realname: '何亚楠', role: 'quality_lab' },
  quality: { username: 'zhijian', realname: '周敏', role: 'quality_approver' },
  scale: { username: 'sibang', realname: '孙丽', role: 'weighbridge_clerk' },
  clerk: { username: 'jiesuan', realname: '陈静', role: 'finance_clerk' },
  manager: { username: 'caiwu', realname: '刘洋', role: 'finance_clerk' },
} as const;

setUpSession({
  context: false,
  env: { DEMO_DATA: '1' },
  data: {
    adminPassword: 'Admin@2026x',
    fill: async (ctx) => {
      for (const u of Object.values(USERS)) {
        const [row] = await ctx.db.insert(sysUser).values({ username: u.username, realname: u.realname, passwordHash: await ctx.hasher.hash(PASSWORD), status: 1, relTenantIds: '1' }).returning();
        await ctx.db.insert(sysUserRole).values({ userId: row.id, roleId: seedId(`role:${u.role}`) });
      }
    },
  },
});

const pages = new Map<string, Page>();
async function pageOf(who: keyof typeof USERS): Promise<Page> {
  let p = pages.get(who);
  if (!p) {
    p = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
    await signInToDashboard(p, USERS[who].username, PASSWORD);
    pages.set(who, p);
  }
  return p;
}
const token = (who: keyof typeof USERS) => login(USERS[who].username, PASSWORD);
const dialogOf = (p: Page, title: string | RegExp) => p.locator('.ant-modal', { hasText: title }).locator('visible=true');

let weighing: Record<string, any>;
let settlement: Record<string, any>;
let today: string;

/** Opens a settlement's detail from 财务管理 > 结算单 and takes one step of the review chain in its dialog. */
async function review(who: keyof typeof USERS, step: 'qtyReview' | 'qualityReview' | 'financeReview', label: string) {
  const p = await pageOf(who);
  await openListFromMenu(p, '财务管理', '结算单', /\/coal\/settlement/);
  await listRows(p).filter({ hasText: settlement.settlementNo }).getByTestId('settlement-link').click();
  const detail = p.getByTestId('settlement-detail').locator('visible=true');
  await detail.getByTestId(`settlement-${step}`).click();
  const dialog = dialogOf(p, label);
  await dialog.locator('textarea').fill('核对无误');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => detail.getByTestId('settlement-status').innerText()).toBe(label);
  await p.locator('.ant-drawer-open .ant-drawer-close').click();
}

describe('化验 → 结算 → 审核 → 收款 → 账龄', () => {
  it('the lab’s result of today’s last truck is approved by the quality supervisor', async () => {
    const admin = await login('admin', 'Admin@2026x');
    today = businessToday();
    // The half-weighed truck of the demo finishes (the station is tested elsewhere): a sale to a power plant.
    const half = (await ok(api('GET', '/coal/weighing/list?pageSize=20', admin))).records.find((w: any) => w.status === 'tared' || w.status === 'grossed');
    expect(half.direction).toBe('sales');
    await ok(api('POST', '/coal/weighing/gross', admin, { id: half.id, scaleId: half.tareScaleId, weightKg: 48500, manual: true }));
    weighing = (await ok(api('GET', `/coal/weighing/detail?id=${half.id}`, admin))).record;
    // The quality supervisor registers the sample; the lab enters its values and reviews them.
    const sample = await ok(api('POST', '/coal/qualityTest/add', await token('quality'), { weighingIds: [half.id], lab: '山西省煤炭质量检测中心' }));
    const lab = await token('lab');
    await ok(api('PUT', '/coal/qualityTest/edit', lab, { id: sample.id, mt: '12.80', mad: '2.60', aad: '17.40', vad: '27.90', stad: '0.66', qgrAd: '25.45', qnetArMj: '23.02' }));
    await ok(api('PUT', '/coal/qualityTest/review', lab, { id: sample.id }));

    const p = await pageOf('quality');
    await openListFromMenu(p, '质量管理', '煤质化验', /\/coal\/qualityTest/);
    const row = listRows(p).filter({ hasText: sample.labNo ?? sample.sampleNo });
    await row.getByText('批准').click();
    await p.locator('.ant-popconfirm').locator('visible=true').getByRole('button', { name: /确\s*定/ }).click();
    // The approval recomputes and writes the derived values: on a machine busy with other suites it can take a while.
    await expect.poll(async () => (await ok(api('GET', `/coal/qualityTest/queryById?id=${sample.id}`, await token('quality')))).status, { timeout: 30000 }).toBe('approved');
    // 23.02 MJ/kg × 1000 / 4.1816 = 5505.07… → 5505 kcal/kg.
    expect((await ok(api('GET', `/coal/qualityTest/queryById?id=${sample.id}`, await token('quality')))).qnetArKcal).toBe(5505);
  });

  it('the settlement clerk drafts the day’s sheet of the contract; it holds the truck and the result', async () => {
    const p = await pageOf('clerk');
    await openListFromMenu(p, '财务管理', '结算单', /\/coal\/settlement/);
    await p.getByTestId('settlement-new').click();
    const dialog = dialogOf(p, '新建结算');
    await dialog.getByTestId('settlement-period').first().waitFor();
    await chooseContractAndPeriod(p, dialog, weighing.contractNo, today, today);
    await dialog.getByTestId('settlement-preview').click();
    await dialog.getByTestId('settlement-preview-result').waitFor();
    await dialog.getByTestId('settlement-draft').click();
    const detail = p.getByTestId('settlement-detail').locator('visible=true');
    const no = await detail.getByTestId('settlement-no').innerText();
    const clerk = await token('clerk');
    const [row] = (await ok(api('GET', `/coal/settlement/list?settlementNo=${no}`, clerk))).records;
    settlement = await ok(api('GET', `/coal/settlement/queryById?id=${row.id}`, clerk));
    expect(settlement).toMatchObject({ status: 'draft', from: today, to: today, contractId: weighing.contractId });
    expect(settlement.weighingIds).toContain(weighing.id);
    // The approved result weighs in the sheet's quality by the truck's settle weight.
    const kcal = settlement.trace.quality.find((q: any) => q.indicator === 'qnetArKcal');
    const mine = kcal.results.find((r: any) => r.weighingIds.includes(weighing.id));
    expect([mine.value, mine.weightT]).toEqual(['5505', (weighing.settleKg / 1000).toFixed(3)]);
    // The sheet adds up: base + clause lines − deductions = total; tax + excl. tax = total.
    const lines = settlement.lines.reduce((s: any, l: any) => s.plus(l.amount), dec(0));
    expect(money(dec(settlement.baseAmount).plus(lines))).toBe(settlement.totalAmount);
    expect(money(dec(settlement.taxAmount).plus(settlement.amountExclTax))).toBe(settlement.totalAmount);
    await p.waitForTimeout(300);
    await shot(p, 'finance-flow-draft');
    await p.locator('.ant-drawer-open .ant-drawer-close').click();
  });

  it('is reviewed through every step by whose job it is; the clerk may not do the finance review', async () => {
    await review('scale', 'qtyReview', '数量审核');
    await review('quality', 'qualityReview', '质价审核');
    const own = await api('PUT', '/coal/settlement/financeReview', await token('clerk'), { id: settlement.id, rev: (await ok(api('GET', `/coal/settlement/queryById?id=${settlement.id}`, await token('clerk')))).rev });
    expect(own.success).toBe(false);
    await review('manager', 'financeReview', '财务审核');
    settlement = await ok(api('GET', `/coal/settlement/queryById?id=${settlement.id}`, await token('manager')));
    expect(settlement.events.map((e: any) => e.kind)).toEqual(['draft', 'qtyReview', 'qualityReview', 'financeReview']);
    expect(settlement.events.map((e: any) => e.byRealname ?? e.by)).toEqual(expect.arrayContaining([expect.stringContaining('陈静')]));
  });

  it('the clerk enters the customer’s part payment; the manager reviews it and marks it received', async () => {
    const part = money(dec(settlement.totalAmount).div(2));
    const p = await pageOf('clerk');
    await openListFromMenu(p, '财务管理', '收款单', /\/coal\/collectionBill/);
    await p.getByRole('button', { name: /新\s*增/ }).locator('visible=true').click();
    const form = p.getByRole('dialog', { name: '新增收款单' });
    await form.waitFor();
    await form.locator('.ant-form-item', { has: p.locator('label:text-is("付款单位")') }).getByRole('button').first().click();
    const picker = p.locator('.ant-modal', { hasText: '选择客户' }).locator('visible=true');
    await picker.getByPlaceholder(/名称/).first().fill(settlement.counterpartyName).catch(() => undefined);
    await picker.getByRole('button', { name: /查\s*询/ }).click().catch(() => undefined);
    await picker.locator('.ant-table-row', { hasText: settlement.counterpartyName }).first().click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await form.getByTestId('money-bill-amount').fill(part);
    await form.getByTestId('money-bill-account').click();
    await p.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '中国工商银行' }).first().click();
    const share = form.getByTestId(`money-bill-share-${settlement.settlementNo}`);
    await share.fill(part);
    await expect.poll(() => form.getByTestId('money-bill-share-total').innerText()).toBe(part);
    await p.waitForTimeout(300);
    await shot(p, 'finance-flow-collection');
    await form.getByTestId('money-bill-save').click();
    await form.waitFor({ state: 'hidden' });

    const m = await pageOf('manager');
    await openListFromMenu(m, '财务管理', '收款单', /\/coal\/collectionBill/);
    const row = listRows(m).filter({ hasText: part }).first();
    await row.getByText('审核').click();
    await m.getByRole('dialog').getByRole('button', { name: /审\s*核/ }).click();
    await expect.poll(() => row.innerText()).toContain('已审核');
    await row.getByTestId('money-bill-link').click();
    const drawer = m.getByTestId('money-bill-detail');
    await drawer.getByTestId('money-bill-done').click();
    await m.getByRole('dialog', { name: /确认收款/ }).getByRole('button', { name: /确认收款/ }).click();
    await expect.poll(() => drawer.innerText()).toContain('已收');
    await m.locator('.ant-drawer-close').locator('visible=true').click();
    settlement = await ok(api('GET', `/coal/settlement/queryById?id=${settlement.id}`, await token('manager')));
    expect([settlement.status, settlement.paidAmount]).toEqual(['partlyPaid', part]);
  });

  it('应收账龄 shows what is still owed on the sheet, in 0–30 days', async () => {
    const owed = money(dec(settlement.totalAmount).minus(settlement.paidAmount));
    const m = await pageOf('manager');
    await clickMenuEntry(m, '财务管理', '应收账龄');
    await m.waitForURL(/receivableAgeing/);
    const row = m.getByTestId('ageing-rows').locator('.ant-table-row', { hasText: settlement.counterpartyName });
    await row.waitFor();
    await m.waitForTimeout(600);
    await shot(m, 'finance-flow-ageing');
    await row.click();
    const mine = m.getByTestId('ageing-settlements').locator('.ant-table-row', { hasText: settlement.settlementNo });
    await mine.waitFor();
    expect(await mine.innerText()).toContain(owed);
    const report = await ok(api('GET', `/coal/report/receivableAgeing?asOf=${today}&counterpartyId=${settlement.counterpartyId}`, await token('manager')));
    const line = report.settlements.find((s: any) => s.id === settlement.id);
    expect([line.outstanding, line.ageDays, line.bucket]).toEqual([owed, 0, 'b0_30']);
    await m.waitForTimeout(300);
    await shot(m, 'finance-flow-ageing-drilldown');
    await m.setViewportSize(NARROW);
    await m.waitForTimeout(500);
    await shot(m, 'finance-flow-ageing-narrow');
  });
});
