import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, login, ok } from './support/api';
import { NARROW, shot, SHOTS_DIR } from './support/browser';
import { listRows, openListFromMenu } from './support/menu';
import { browser, server, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { chooseContractAndPeriod } from './support/settlementDraft';

/**
 * 财务管理 > 结算单 on the demo company (docs/settlement.md, docs/settlement-sheet.md): a settlement drafted from a
 * contract and a day of its weighings after a preview, its detail opened, the weighings behind the quantity and the
 * results behind a quality value shown, at 1366 wide and on a phone.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';
const LAPTOP = { width: 1366, height: 768 };

setUpSession({ env: { DEMO_DATA: '1' } });

let page: Page;
let admin: string;

/** A demo contract and a day of its completed weighings that no settlement holds yet and no clause refuses. */
async function settleableDay(): Promise<{ contractId: string; contractNo: string; day: string }> {
  const weighings = (await ok(api('GET', '/coal/weighing/list?status=completed&pageSize=100&column=grossTime&order=desc', admin))).records as Record<string, any>[];
  const tried = new Set<string>();
  for (const w of weighings) {
    const day = String(w.grossTime ?? '').slice(0, 10);
    const key = `${w.contractId}|${day}`;
    if (!w.contractId || !day || tried.has(key)) continue;
    tried.add(key);
    const preview = await api('POST', '/coal/settlement/preview', admin, { contractId: w.contractId, from: day, to: day });
    if (preview.success && preview.result.refusals.length === 0) return { contractId: w.contractId, contractNo: w.contractNo, day };
    if (tried.size > 12) break;
  }
  throw new Error('no demo contract has a day of weighings to settle');
}

const modalOf = (testId: string): Locator => page.getByTestId(testId).locator('.ant-modal');
const visibleModal = (title: string) => page.locator('.ant-modal', { hasText: title }).locator('visible=true');

async function still(name: string) {
  await page.waitForTimeout(400);
  await shot(page, name);
}

describe('结算单', () => {
  it('drafts a settlement after a preview, opens it, and traces its quantity and quality', async () => {
    page = await (await browser.newContext({ viewport: LAPTOP, locale: 'zh-CN' })).newPage();
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    admin = await login('admin', ADMIN_PASSWORD);
    const target = await settleableDay();

    await openListFromMenu(page, '财务管理', '结算单', /\/coal\/settlement/);
    await listRows(page).first().waitFor();
    await page.getByTestId('settlement-new').click();
    const dialog = visibleModal('新建结算');
    await dialog.getByTestId('settlement-period').first().waitFor();

    // The contract from the picker, searched by its number; the day of the weighings typed over the offered month.
    await chooseContractAndPeriod(page, dialog, target.contractNo, target.day, target.day);

    await dialog.getByTestId('settlement-deduction-add').click();
    await dialog.getByTestId('settlement-deduction-name-0').fill('化验费');
    await dialog.getByTestId('settlement-deduction-amount-0').fill('300');
    await dialog.getByTestId('settlement-preview').click();
    const preview = dialog.getByTestId('settlement-preview-result');
    await preview.waitFor();
    const expected = await ok(api('POST', '/coal/settlement/preview', admin, { contractId: target.contractId, from: target.day, to: target.day, otherDeductions: [{ name: '化验费', amount: '300' }] }));
    await expect.poll(() => preview.getByTestId('settlement-total').innerText()).toContain(expected.totalAmount.replace(/\B(?=(\d{3})+(?!\d)(?=\.))/g, ','));
    expect(await preview.getByTestId('settlement-weighed').innerText()).toBe(`${expected.weighedT} t`);
    await still('settlement-preview-1366');

    await dialog.getByTestId('settlement-draft').click();
    const detail = page.getByTestId('settlement-detail').locator('visible=true');
    await detail.waitFor();
    const settlementNo = await detail.getByTestId('settlement-no').innerText();
    // The list read again: the new one on top (newest first).
    await expect.poll(() => listRows(page).first().innerText()).toContain(settlementNo);
    const list = (await ok(api('GET', `/coal/settlement/list?settlementNo=${settlementNo}`, admin))).records as Record<string, any>[];
    expect(list).toHaveLength(1);
    const saved = await ok(api('GET', `/coal/settlement/queryById?id=${list[0].id}`, admin));
    expect(saved.status).toBe('draft');
    expect(saved.totalAmount).toBe(expected.totalAmount);
    expect(await detail.getByTestId('settlement-status').innerText()).toBe('草稿');
    await still('settlement-detail-1366');

    // Click the quantity: the weighings behind it, their settle weights summing to 过磅净重.
    await detail.getByTestId('settlement-quantity').click();
    const weighings = visibleModal('过磅明细');
    await weighings.getByTestId('settlement-weighings').waitFor();
    expect(await weighings.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(saved.trace.weighings.length);
    const kg = saved.trace.weighings.reduce((s: number, w: any) => s + w.settleKg, 0);
    expect(kg / 1000).toBeCloseTo(Number(saved.weighedT), 6);
    expect(await weighings.getByTestId('settlement-weighings-sum').innerText()).toBe(kg.toLocaleString('en-US'));
    for (const w of saved.trace.weighings) expect(await weighings.innerText()).toContain(w.weighNo);
    await still('settlement-weighings-1366');
    await weighings.locator('.ant-modal-close').click();
    await weighings.waitFor({ state: 'hidden' });

    // Click a quality value: the results and their tonnages, and the weighted mean.
    const q = saved.trace.quality[0];
    if (q) {
      await detail.getByTestId(`settlement-quality-${q.indicator}`).click();
      const trace = page.getByTestId('settlement-quality-trace').locator('visible=true');
      await trace.waitFor();
      expect(await trace.getByTestId('settlement-quality-mean').innerText()).toBe(q.value);
      for (const r of q.results) expect(await trace.innerText()).toContain(r.weightT);
      await still('settlement-quality-trace-1366');
      await page.locator('.ant-modal', { has: trace }).locator('.ant-modal-close').click();
    }

    // 编辑扣款 on the draft: 50 元 more deducted, 50 元 less in total (in fen, exact).
    await detail.getByTestId('settlement-edit').click();
    const edit = visibleModal('编辑扣款');
    await edit.getByTestId('settlement-deduction-amount-0').fill('350');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await edit.waitFor({ state: 'hidden' });
    const edited = await ok(api('GET', `/coal/settlement/queryById?id=${saved.id}`, admin));
    expect(edited.otherDeductions).toEqual([{ name: '化验费', amount: '350.00' }]);
    expect(Math.round(Number(edited.totalAmount) * 100)).toBe(Math.round(Number(saved.totalAmount) * 100) - 5000);
    await expect.poll(() => detail.getByTestId('settlement-total').innerText()).toContain(edited.totalAmount.replace(/\B(?=(\d{3})+(?!\d)(?=\.))/g, ','));

    // 数量审核 with an opinion: the status moves on and the timeline says who.
    await detail.getByTestId('settlement-qtyReview').click();
    const review = visibleModal('数量审核：');
    await review.locator('textarea').fill('磅单核对无误');
    await review.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => detail.getByTestId('settlement-status').innerText()).toBe('数量审核');
    await expect.poll(() => detail.getByTestId('settlement-timeline').innerText()).toContain('磅单核对无误');
    await detail.getByTestId('settlement-timeline').scrollIntoViewIfNeeded();
    await still('settlement-detail-1366-totals');

    // 打印结算单 opens the PDF in a new tab; 导出Excel saves the xlsx; the sheet itself is kept to be looked at.
    const [tab] = await Promise.all([page.waitForEvent('popup'), detail.getByTestId('settlement-print').click()]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
    await expect.poll(async () => (await ok(api('GET', `/coal/settlement/queryById?id=${saved.id}`, admin))).printCount).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByTestId('settlement-export').click()]);
    expect(download.suggestedFilename()).toBe(`结算单-${settlementNo}.xlsx`);
    const pdf = await fetch(`${server.url}/api/coal/settlement/print?id=${saved.id}&paper=a4`, { headers: { 'x-access-token': admin } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    mkdirSync(SHOTS_DIR, { recursive: true });
    writeFileSync(join(SHOTS_DIR, 'settlement-sheet.pdf'), bytes);

    // On a phone (the shell lays the page out anew, closing the drawer): the list, and the detail across the whole width.
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await listRows(page).first().waitFor();
    await still('settlement-list-390');
    await listRows(page).filter({ hasText: settlementNo }).getByTestId('settlement-link').click();
    await detail.waitFor();
    await expect.poll(() => detail.getByTestId('settlement-total').count()).toBe(1);
    await still('settlement-detail-390');
    const box = await page.locator('.ant-drawer-open .ant-drawer-header').locator('visible=true').boundingBox({ timeout: 5000 });
    expect(Math.round(box!.width)).toBe(NARROW.width);
    await detail.getByTestId('settlement-total').scrollIntoViewIfNeeded();
    await still('settlement-detail-390-totals');
    await page.locator('.ant-drawer-open .ant-drawer-close').click();
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    await page.setViewportSize(LAPTOP);
    await page.waitForTimeout(400);
    await still('settlement-list-1366');
    // The money columns, right-aligned, and the status tags at the right of the wide table.
    await page.locator('.entity-list-table .ant-table-content, .entity-list-table .ant-table-body').locator('visible=true').first().evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await still('settlement-list-1366-money');
  });
});
