import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NARROW, shot } from './support/browser';
import { browser, page, server, setUpSession } from './support/session';
import { setNewPassword, submitLogin } from './support/signIn';

const NEW_PASSWORD = 'Meiyun@2026';

setUpSession();

const dialog = (p: Page) => p.locator('.ant-modal', { hasText: 'cron表达式' }).filter({ has: p.locator('.cron-tabs') });
const formInput = (p: Page) => p.locator('#cron');
const nextTimes = (p: Page) => p.locator('[data-testid="cron-next-times"] .cron-next-times li');

async function openDemo(p: Page) {
  const menu = p.locator('.ant-layout-sider .ant-menu');
  if (await menu.count()) {
    await menu.getByText('组件示例').click();
    await menu.getByText('Cron表达式').click();
  } else {
    await p.goto(`${server.url}/examples/cron`);
  }
  await p.waitForURL(/\/examples\/cron/, { timeout: 20000 });
  await p.locator('[data-testid="cron-demo-page"]').waitFor({ timeout: 20000 });
}

describe('组件示例 > Cron表达式', () => {
  it('signs in as admin, setting the new password the weak default requires', async () => {
    await page.goto(server.url);
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, 'admin', '123456');
    await setNewPassword(page, NEW_PASSWORD);
  });

  it('opens the page from the menu, with the form value and its next 10 times', async () => {
    await openDemo(page);
    expect(await formInput(page).inputValue()).toBe('0 0 8 * * ?');
    await expect.poll(() => nextTimes(page).count(), { timeout: 5000 }).toBe(10);
    const times = await nextTimes(page).allInnerTexts();
    for (const time of times) expect(time).toMatch(/\d{4}-\d{2}-\d{2} 08:00:00$/);
    await shot(page, 'cron-page-wide');
  });

  it('builds an expression in the dialog and shows it in the input and the next 10 times', async () => {
    await page.getByRole('button', { name: /选\s*择/ }).click();
    const modal = dialog(page);
    await modal.waitFor();
    expect(await modal.getByLabel('cron表达式').inputValue()).toBe('0 0 8 * * ?');
    // the existing expression opened in its modes
    await modal.getByRole('tab', { name: '时' }).click();
    await expect.poll(() => modal.locator('.ant-tabs-content-active .ant-radio-wrapper-checked').innerText()).toContain('指定时');
    await modal.locator('.ant-tabs-content-active .cron-grid').getByText('17', { exact: true }).click();
    await expect.poll(() => modal.getByLabel('cron表达式').inputValue()).toBe('0 0 8,17 * * ?');

    await modal.getByRole('tab', { name: '日' }).click();
    await modal.locator('.ant-tabs-content-active').getByText('指定星期（可多选）').click();
    await modal.locator('.ant-tabs-content-active .cron-grid').getByText('周五', { exact: true }).click();
    await expect.poll(() => modal.getByLabel('cron表达式').inputValue()).toBe('0 0 8,17 ? * MON,FRI');
    expect(await modal.locator('td[data-field="周"]').innerText()).toBe('MON,FRI');
    expect(await modal.locator('td[data-field="日"]').innerText()).toBe('?');

    // the week tab shows the same choice; a day of month locks it to '?'
    await modal.getByRole('tab', { name: '周' }).click();
    await expect.poll(() => modal.locator('.ant-tabs-content-active .ant-radio-wrapper-checked').innerText()).toContain('指定星期');
    await page.waitForTimeout(400); // let the tab ink bar settle for the picture
    await shot(page, 'cron-dialog-wide');

    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await formInput(page).inputValue()).toBe('0 0 8,17 ? * MON,FRI');
    await expect.poll(async () => (await nextTimes(page).allInnerTexts()).join('|'), { timeout: 5000 }).toMatch(/17:00:00/);
    const times = await nextTimes(page).allInnerTexts();
    expect(times).toHaveLength(10);
    for (const text of times) {
      const [, date, clock] = /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text)!;
      expect(['08:00:00', '17:00:00']).toContain(clock);
      // Monday or Friday, by the calendar (the date itself is Shanghai's)
      expect([1, 5]).toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    }
  });

  it('shows why a typed expression is invalid in the next-times editor', async () => {
    const editor = page.locator('[data-testid="cron-next-times"] input');
    await editor.fill('0 0 25 * * ?');
    await expect.poll(() => page.locator('[data-testid="cron-next-times"] [role="alert"]').innerText(), { timeout: 5000 }).toContain(
      'cron表达式格式不正确',
    );
    await page.getByText('每月第二个周一10:00').click();
    expect(await formInput(page).inputValue()).toBe('0 0 10 ? * MON#2');
    await expect.poll(() => nextTimes(page).count(), { timeout: 5000 }).toBe(10);
  });

  it('stays usable on a narrow screen', async () => {
    const narrow = await browser.newContext({ viewport: NARROW, locale: 'zh-CN', isMobile: true, hasTouch: true });
    const p = await narrow.newPage();
    await p.goto(`${server.url}/examples/cron`);
    await p.waitForURL(/\/user\/login/);
    await submitLogin(p, 'admin', NEW_PASSWORD);
    await p.waitForURL(/\/examples\/cron/, { timeout: 20000 });
    await p.locator('[data-testid="cron-demo-page"]').waitFor({ timeout: 20000 });
    await expect.poll(() => nextTimes(p).count(), { timeout: 5000 }).toBe(10);
    await shot(p, 'cron-page-narrow');
    await p.getByRole('button', { name: /选\s*择/ }).click();
    const modal = dialog(p);
    await modal.waitFor();
    const box = await modal.locator('.ant-modal-container').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(NARROW.width);
    await modal.getByRole('tab', { name: '日' }).click();
    await modal.locator('.ant-tabs-content-active').getByText('本月最后一天前').click();
    await expect.poll(() => modal.getByLabel('cron表达式').inputValue()).toBe('0 0 8 L-1 * ?');
    await p.waitForTimeout(400);
    await shot(p, 'cron-dialog-narrow');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    expect(await formInput(p).inputValue()).toBe('0 0 8 L-1 * ?');
    await narrow.close();
  });
});
