import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NARROW, shot, WIDE } from './support/browser';
import { context, page, server, setUpSession } from './support/session';
import { setNewPassword, submitLogin } from './support/signIn';

const NEW_PASSWORD = 'Meiyun@2026';
const DEMO = '/examples/editable-table';

setUpSession();

let other: Page;

const table = (p: Page) => p.getByTestId('editable-table');
const rows = (p: Page) => table(p).locator('.etable-body > .etable-row');
const cell = (p: Page, rowIndex: number, key: string) => table(p).locator(`.etable-row[data-index="${rowIndex}"] [data-key="${key}"]`);
const rowCount = (p: Page) => table(p).locator('.etable-count').innerText();

async function signInAsAdmin(p: Page) {
  await p.goto(`${server.url}${DEMO}`);
  await p.waitForURL(/\/user\/login/);
  await submitLogin(p, 'admin', '123456');
  await setNewPassword(p, NEW_PASSWORD);
}

/** Columns are virtual too: bring the leading ones back into view before using them. */
const scrollHome = (p: Page) => table(p).locator('.etable-scroll').evaluate((el) => el.scrollTo({ left: 0 }));

async function typeInto(p: Page, rowIndex: number, key: string, text: string) {
  await scrollHome(p);
  await cell(p, rowIndex, key).click();
  const input = cell(p, rowIndex, key).locator('input');
  await input.fill(text);
}

describe('the editable table demo', () => {
  it('opens from the menu with every column type and a live sync line', async () => {
    await signInAsAdmin(page);
    await page.waitForURL(new RegExp(DEMO), { timeout: 20000 });
    await table(page).waitFor({ timeout: 20000 });
    await expect.poll(() => rows(page).count()).toBe(3);
    await expect.poll(() => page.getByText('同步已连接').count(), { timeout: 10000 }).toBe(1);
    // A second tab on the same demo, the other end of the sync.
    other = await context.newPage();
    await other.goto(`${server.url}${DEMO}`);
    await table(other).waitFor({ timeout: 20000 });
    await expect.poll(() => other.getByText('同步已连接').count(), { timeout: 10000 }).toBe(1);
    await page.bringToFront();
    for (const title of ['运单号', '重量(千克)', '运输方式', '煤种(多选)', '装车日期']) {
      expect(await table(page).locator('.etable-th', { hasText: title }).count()).toBeGreaterThan(0);
    }
    await shot(page, 'etable-wide');
  });

  it('adds a row, blocks a rapid second insert, and shows a cell rule as a tooltip', async () => {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await expect.poll(() => rowCount(page)).toBe('共 4 行');
    await expect.poll(() => rowCount(other)).toBe('共 4 行');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '操作太快了' }).count()).toBeGreaterThan(0);
    expect(await rowCount(page)).toBe('共 4 行');

    // A duplicate bill number breaks the unique rule; the message names the column.
    await typeInto(page, 3, 'billNo', 'YD2026001');
    await expect.poll(() => page.locator('.ant-tooltip', { hasText: '运单号「重复」' }).count()).toBeGreaterThan(0);
    await shot(page, 'etable-tooltip');
    await typeInto(page, 3, 'billNo', 'YD2026004');
    await expect.poll(() => cell(other, 3, 'billNo').innerText()).toBe('YD2026004');
    await expect.poll(() => cell(page, 3, 'billNo').evaluate((el) => el.classList.contains('etable-td-error'))).toBe(false);

    // Number cells refuse letters and keep the number.
    await cell(page, 3, 'weightKg').click();
    const weight = cell(page, 3, 'weightKg').locator('input');
    await weight.pressSequentially('12a3');
    expect(await weight.inputValue()).toBe('123');
    await weight.fill('29000');
    // A click outside the table leaves edit mode.
    await page.locator('.ant-card-head-title', { hasText: '可编辑表格' }).click();
    await expect.poll(() => cell(page, 3, 'weightKg').locator('input').count()).toBe(0);
    expect(await cell(page, 3, 'weightKg').innerText()).toBe('29000');
  });

  it('refuses to validate while a required cell is empty, scrolling to it', async () => {
    await page.getByRole('button', { name: '检查并汇总' }).click();
    await expect.poll(() => page.locator('.ant-alert', { hasText: '校验未通过' }).count()).toBe(1);
    expect(await page.locator('.ant-alert', { hasText: '校验未通过' }).innerText()).toContain('第4行「装车日期」：装车日期不能为空');
    await cell(page, 3, 'loadDate').click();
    await cell(page, 3, 'loadDate').locator('input').fill('2026-03-04');
    await cell(page, 3, 'loadDate').locator('input').press('Enter');
    await page.locator('.ant-card-head-title', { hasText: '可编辑表格' }).click();
  });

  it('moves a row and sees the other tab follow every change', async () => {
    await page.waitForTimeout(1600);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await expect.poll(() => rowCount(other)).toBe('共 5 行');
    await typeInto(page, 4, 'billNo', 'YD2026777');
    await expect.poll(() => cell(other, 4, 'billNo').innerText()).toBe('YD2026777');
    // Deleted in the other tab: gone here too.
    await cell(other, 4, '__actions').getByRole('button', { name: '删除行' }).click();
    await expect.poll(() => rowCount(page)).toBe('共 4 行');

    await scrollHome(page);
    // Move the first row down: both tabs show the new order and renumbered sort numbers.
    await cell(page, 0, '__actions').getByRole('button', { name: '下移' }).click();
    await expect.poll(() => cell(page, 0, 'billNo').innerText()).toBe('YD2026002');
    await expect.poll(() => cell(other, 0, 'billNo').innerText()).toBe('YD2026002');

    // Drag the third row to the top by its handle.
    const handle = cell(page, 2, '__drag').locator('.etable-drag');
    const target = cell(page, 0, '__drag');
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 5, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => cell(page, 0, 'billNo').innerText()).toBe('YD2026003');
    await expect.poll(() => cell(other, 0, 'billNo').innerText()).toBe('YD2026003');
    await shot(other, 'etable-other-tab');
  });

  it('validates and sums up the rows: their order, and which are new, changed or deleted', async () => {
    await page.getByRole('button', { name: '检查并汇总' }).click();
    const order = page.getByTestId('etable-order');
    await order.waitFor({ timeout: 5000 });
    expect(await page.locator('.ant-alert', { hasText: '校验通过' }).innerText()).toContain('共 4 行，新增 1 行');
    // The moves above: the third row dragged to the top, the first moved down one.
    expect((await order.innerText()).split('、')).toEqual(['YD2026003', 'YD2026002', 'YD2026001', 'YD2026004']);
    expect(await page.getByTestId('etable-new').innerText()).toBe('YD2026004');
    expect(await page.getByTestId('etable-removed').innerText()).toBe('无');
    expect(await page.getByTestId('etable-edited').innerText()).not.toBe('无');
    await page.getByTestId('etable-order').scrollIntoViewIfNeeded();
    await shot(page, 'etable-values');
  });

  it('deletes the selected rows from the toolbar after a confirmation, in both tabs', async () => {
    await cell(page, 3, '__select').locator('input[type="checkbox"]').check();
    await expect.poll(() => page.getByText('已选择 1 项').count()).toBe(1);
    await table(page).locator('.etable-toolbar').getByRole('button', { name: /删\s*除$/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => rowCount(page)).toBe('共 3 行');
    await expect.poll(() => rowCount(other)).toBe('共 3 行');
  });

  it('fits a narrow window', async () => {
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await shot(page, 'etable-narrow');
    const box = await table(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(NARROW.width);
    await page.setViewportSize(WIDE);
  });

  it('keeps 1000 rows × 20 columns in a virtual window', async () => {
    await page.getByText('1000 行 × 20 列').click();
    await expect.poll(() => rowCount(page)).toBe('共 1000 行');
    expect(await rows(page).count()).toBeLessThan(40);
    expect(await table(page).locator('.etable-head .etable-th').count()).toBeLessThan(24);
    await table(page).locator('.etable-scroll').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => table(page).locator('.etable-row[data-index="999"]').count()).toBe(1);
    await shot(page, 'etable-big');
  });
});
