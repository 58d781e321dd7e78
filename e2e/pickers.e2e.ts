import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { NARROW, shot, WIDE } from './support/browser';
import { page, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { expectPlainTexts } from './support/plainTexts';
import { clickMenuEntry } from './support/menu';

const NEW_PASSWORD = 'Meiyun@2026';

setUpSession();

/** The submitted data the page lists, field by field (an empty field reads —). */
const values = async (): Promise<Record<string, string | undefined>> => {
  const cells = page.getByTestId('pickers-values').locator('[data-testid^="picked-"]');
  const out: Record<string, string | undefined> = {};
  for (const cell of await cells.all()) {
    const text = (await cell.innerText()).trim();
    out[(await cell.getAttribute('data-testid'))!.slice('picked-'.length)] = text === '—' ? undefined : text;
  }
  return out;
};
const modal = (testId: string): Locator => page.getByTestId(testId).locator('.ant-modal');
const ok = (m: Locator) => m.locator('.ant-modal-footer').getByRole('button', { name: /确\s*定/ }).click();
const closed = (m: Locator) => m.waitFor({ state: 'hidden', timeout: 8000 });
const rowWith = (m: Locator, text: string) => m.locator('.ant-table-tbody tr.ant-table-row', { hasText: text }).first();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The row with a cell reading exactly `text`: a 创建人 "admin" column must not pick the row of another role. */
const rowOf = (m: Locator, text: string) =>
  m.locator('.ant-table-tbody tr.ant-table-row').filter({ has: page.locator('td', { hasText: new RegExp(`^\\s*${escaped(text)}\\s*$`) }) }).first();
const settled = (m: Locator) => expect.poll(() => m.locator('.ant-spin-spinning').count(), { timeout: 10000 }).toBe(0);
const pickRow = async (m: Locator, text: string) => {
  await settled(m);
  const row = rowOf(m, text);
  await row.waitFor({ timeout: 10000 });
  // A table that re-renders under load can swallow one click: click until the box reads checked.
  const box = row.locator('.ant-checkbox-input, .ant-radio-input').first();
  await expect
    .poll(
      async () => {
        if (!(await box.isChecked())) await box.click({ force: true, timeout: 2000 }).catch(() => undefined);
        return box.isChecked();
      },
      { timeout: 10000 },
    )
    .toBe(true);
};
/** A screenshot once the dialog's animations have finished. */
async function still(name: string) {
  await page.waitForTimeout(400);
  await shot(page, name);
}
async function warned(text: string) {
  await expect.poll(() => page.locator('.ant-message-notice', { hasText: text }).count(), { timeout: 5000 }).toBeGreaterThan(0);
}

describe('the pickers example page, walked as an administrator', () => {
  it('signs in and sets the forced new password', async () => {
    await signInWithNewPassword(page, 'admin', '123456', NEW_PASSWORD);
  });

  it('opens 组件示例 > 选择器', async () => {
    await clickMenuEntry(page, '组件示例', '选择器');
    await page.waitForURL(/\/examples\/pickers/);
    await page.getByTestId('pickers-page').waitFor();
    // The initial role value shows its name through the role list.
    await expect.poll(() => page.getByTestId('role-picker').locator('input').inputValue(), { timeout: 8000 }).toBe('调度员');
    await expectPlainTexts(page, 'pickers-page');
    await shot(page, 'pickers-wide');
  });

  it('picks users in the multi-user picker', async () => {
    await page.getByTestId('multi-user-picker').getByRole('button', { name: /选\s*择/ }).click();
    const m = modal('multi-user-picker-modal');
    await m.waitFor();
    await ok(m);
    await warned('请选择一条记录');
    await pickRow(m, 'admin');
    await still('picker-multi-user-wide');
    await ok(m);
    await closed(m);
    const v = await values();
    expect(v.users).toMatch(/^[0-9a-f]{32}$/);
    expect(await page.getByTestId('multi-user-picker').locator('input').inputValue()).not.toBe('');
  });

  it('picks a user of a department in the department user picker', async () => {
    await page.getByTestId('depart-user-picker').getByRole('button', { name: /选\s*择/ }).click();
    const m = modal('depart-user-picker-modal');
    await m.waitFor();
    await m.locator('.ant-tree-node-content-wrapper').first().click();
    await m.getByPlaceholder('请输入账号').fill('admin');
    await m.getByRole('button', { name: /查\s*询/ }).click();
    await pickRow(m, 'admin');
    await still('picker-depart-user-wide');
    await ok(m);
    await closed(m);
    expect((await values()).departUsers).toMatch(/^[0-9a-f]{32}$/);
  });

  it('checks a department with its subtree in linked mode', async () => {
    await page.getByTestId('depart-picker').first().getByRole('button', { name: /选\s*择/ }).click();
    const m = page.locator('.ant-modal', { hasText: '选择部门' }).filter({ has: page.getByTestId('depart-check-mode') });
    await m.waitFor();
    await m.getByText('父子关联', { exact: true }).click();
    await m.locator('.ant-tree-checkbox').first().click();
    const checked = await m.locator('.ant-tree-checkbox-checked').count();
    expect(checked).toBeGreaterThan(1);
    await still('picker-depart-wide');
    await ok(m);
    await closed(m);
    expect((await values()).departs!.split(',').length).toBe(checked);
  });

  it('picks a role and a position', async () => {
    await page.getByTestId('role-picker').getByRole('button', { name: /选\s*择/ }).click();
    const roles = modal('role-picker-modal');
    // More roles than a page holds (the coal business seeds its own): find it by name, as a user would.
    await settled(roles);
    await roles.getByPlaceholder('请输入角色名称').fill('系统管理员');
    await roles.getByRole('button', { name: /查\s*询/ }).click();
    await pickRow(roles, 'admin');
    await ok(roles);
    await closed(roles);
    expect((await values()).roles).toBe('dispatcher,admin');

    await page.getByTestId('position-picker').getByRole('button', { name: /选\s*择/ }).click();
    const positions = modal('position-picker-modal');
    await rowWith(positions, '正高级').waitFor();
    await pickRow(positions, '调度主管');
    await still('picker-position-wide');
    await ok(positions);
    await closed(positions);
    expect((await values()).positions).toBe('DISPATCH');
  });

  it('picks a record in the popup record picker and sees its permitted row action', async () => {
    await page.getByTestId('popup-depart').getByRole('button', { name: /选\s*择/ }).click();
    const m = modal('popup-depart-modal');
    await m.waitFor();
    await expect.poll(() => m.getByText('更多条件').count()).toBe(1);
    await expect.poll(() => m.locator('.ant-table-thead th', { hasText: '操作' }).count(), { timeout: 8000 }).toBe(1);
    const first = m.locator('.ant-table-tbody tr.ant-table-row').first();
    await first.waitFor();
    await settled(m);
    // A click on the row chooses it in single mode.
    await first.locator('td').nth(1).click();
    await expect.poll(() => first.locator('.ant-radio-wrapper-checked').count()).toBe(1);
    await still('picker-popup-wide');
    await ok(m);
    await closed(m);
    expect((await values()).popupDepart).toMatch(/^[A-Z0-9]+$/);
  });

  it('picks a report row and copies its columns into two fields', async () => {
    await page.getByTestId('popup-report').getByRole('button', { name: /选\s*择/ }).click();
    const m = modal('popup-report-modal');
    await m.locator('.ant-modal-title', { hasText: '部门用户报表' }).waitFor({ timeout: 10000 });
    await m.getByText('更多条件').click();
    await m.locator('.ant-form-item-label', { hasText: '创建时间' }).waitFor();
    await m.getByPlaceholder('请输入用户账号').fill('admin');
    await m.getByRole('button', { name: /查\s*询/ }).click();
    await pickRow(m, 'admin');
    await expect.poll(async () => (await m.getByTestId('report-chosen').textContent())?.replace(/\s/g, '')).toContain('已选择1项');
    await still('picker-report-wide');
    await ok(m);
    await closed(m);
    const v = await values();
    expect(v.reportUsername).toMatch(/^admin(,admin)*$/);
    expect(v.reportRealname).toBeTruthy();
  });

  it('reads well on a phone', async () => {
    await page.setViewportSize(NARROW);
    await page.reload();
    await page.getByTestId('pickers-page').waitFor();
    await shot(page, 'pickers-narrow');
    for (const [testId, modalId, name] of [
      ['multi-user-picker', 'multi-user-picker-modal', 'picker-multi-user-narrow'],
      ['depart-user-picker', 'depart-user-picker-modal', 'picker-depart-user-narrow'],
      ['position-picker', 'position-picker-modal', 'picker-position-narrow'],
      ['biz-select', 'biz-select-modal', 'picker-biz-narrow'],
      ['popup-depart', 'popup-depart-modal', 'picker-popup-narrow'],
      ['popup-report', 'popup-report-modal', 'picker-report-narrow'],
    ]) {
      await page.getByTestId(testId).first().getByRole('button', { name: /选\s*择/ }).click();
      const m = modal(modalId);
      await m.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 10000 });
      await settled(m);
      await page.waitForTimeout(400); // the dialog's opening animation
      await shot(page, name);
      await m.locator('.ant-modal-footer').getByRole('button', { name: /取\s*消/ }).click();
      await closed(m);
    }
    await page.setViewportSize(WIDE);
    await page.getByTestId('biz-select').getByRole('button', { name: /选\s*择/ }).click();
    const biz = modal('biz-select-modal');
    await pickRow(biz, 'admin');
    await still('picker-biz-wide');
    await ok(biz);
    await closed(biz);
    expect((await values()).bizUsers).toBe('admin');
  });

  it('lists the seeded reports on 系统管理 > 在线报表 and the positions on 职务管理', async () => {
    await clickMenuEntry(page, '系统管理', '在线报表');
    const reports = page.getByTestId('cgreport-page');
    await reports.waitFor();
    await rowWith(reports, '每日登录统计').waitFor({ timeout: 10000 });
    // Built from the list kit like every other list: its query form, toolbar, column settings and China-time stamps.
    await reports.locator('.list-query-form').getByPlaceholder('请输入报表名称').waitFor();
    await reports.locator('.list-toolbar').getByRole('button', { name: /导\s*出/ }).waitFor();
    expect(await reports.locator('.ant-table-thead th', { hasText: '报表编码' }).evaluate((th) => getComputedStyle(th).textAlign)).toBe('center');
    expect(await rowWith(reports, '每日登录统计').textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await reports.locator('.list-query-form').getByPlaceholder('请输入报表名称').fill('登录');
    await reports.locator('.list-query-form').getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => reports.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 10000 }).toBe(1);
    await shot(page, 'cgreport-list-wide');
    await rowWith(reports, '每日登录统计').getByText('预览', { exact: true }).click();
    const preview = page.getByRole('dialog', { name: '每日登录统计' });
    await preview.locator('.ant-table-thead').getByText('登录次数').waitFor({ timeout: 10000 });
    await preview.locator('.ant-modal-footer').getByRole('button', { name: /取\s*消/ }).click();
    await closed(preview);
    await rowWith(reports, '每日登录统计').getByText('编辑', { exact: true }).click();
    const edit = page.getByRole('dialog', { name: '编辑报表' });
    await edit.getByText('参数（1）').waitFor({ timeout: 10000 });
    await still('cgreport-edit-wide');
    await edit.locator('.ant-modal-footer').getByRole('button', { name: /取\s*消/ }).click();
    await closed(edit);
    // 详情 stays the declaration's read-only form.
    await rowWith(reports, '每日登录统计').getByText('更多').click();
    await page.locator('.ant-dropdown-menu').getByText('详情', { exact: true }).click();
    const detail = page.getByRole('dialog', { name: '详情' });
    await expect.poll(() => detail.getByRole('textbox').first().inputValue(), { timeout: 10000 }).toBe('每日登录统计');
    await still('cgreport-detail-wide');
    await detail.locator('.ant-modal-close').click();
    await closed(detail);
    await page.setViewportSize(NARROW);
    await page.locator('.ant-modal-mask').first().waitFor({ state: 'hidden', timeout: 8000 }).catch(() => undefined);
    await still('cgreport-list-narrow');
    await page.setViewportSize(WIDE);
    await clickMenuEntry(page, '系统管理', '职务管理');
    await page.locator('.ant-table-tbody tr.ant-table-row:visible', { hasText: '调度主管' }).first().waitFor({ timeout: 10000 });
    await still('positions-wide');
  });
});
