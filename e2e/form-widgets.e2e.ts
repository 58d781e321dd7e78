import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { NARROW, shot } from './support/browser';
import { context, page, server, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { expectPlainTexts } from './support/plainTexts';
import { clickMenuEntry } from './support/menu';

const NEW_PASSWORD = 'Meiyun@2026';

setUpSession();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The form item of the example page whose label reads exactly `label`. */
const item = (label: string): Locator =>
  page.getByTestId('form-widgets-page').locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label label', { hasText: new RegExp(`^${escape(label)}$`) }) });
const openDropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const seen = (text: string, where: Locator | Page = page) => expect.poll(() => where.getByText(text, { exact: true }).count(), { timeout: 8000 }).toBeGreaterThan(0);

async function openMenu(name: string) {
  await clickMenuEntry(page, '组件示例', name);
}

describe('form widgets, walked as an administrator', () => {
  it('signs in and sets the forced new password', async () => {
    await signInWithNewPassword(page, 'admin', '123456', NEW_PASSWORD);
  });

  it('opens 表单组件 from the 组件示例 menu', async () => {
    await openMenu('表单组件');
    await page.waitForURL(/\/examples\/form-widgets/);
    await page.getByTestId('form-widgets-page').waitFor();
    await shot(page, 'form-widgets-wide');
  });

  it('shows the §5 messages on an empty submit and on bad input', async () => {
    await page.getByRole('button', { name: /提\s*交/ }).click();
    for (const text of ['请输入合同名称', '请输入用户名', '请输入手机号', '请输入合同金额', '请选择性别', '最少选择1项', '请选择所属部门', '请选择煤种分类']) await seen(text);
    await item('合同名称').locator('input').fill('煤');
    await seen('最小长度2位字符');
    await item('合同名称').locator('input').fill('煤'.repeat(21));
    await seen('最大长度20位字符');
    await item('手机号').locator('input').fill('12345');
    await seen('请输入正确手机号');
    await item('用户名').locator('input').fill('ab-c');
    await seen('只允许字母、数字、下划线，长度6到18个字符');
    await item('邮箱').locator('input').fill('x@');
    await seen('邮箱格式不正确');
    await item('备注').locator('input').fill('煤'.repeat(21));
    await seen('最大长度40个字节（中文计2个字节）');
    const kinds = item('意向煤种');
    for (const k of ['动力煤', '焦煤', '喷吹煤', '洗精煤']) await kinds.getByText(k, { exact: true }).click();
    await seen('最多选择3项');
    await shot(page, 'form-widgets-errors-wide');
  });

  it('searches departments through the async search select', async () => {
    const input = item('所属部门').locator('input');
    await input.click();
    await seen('请输入搜索内容', openDropdown());
    await input.fill('没有这个部门');
    await seen('没有查询到任何数据', openDropdown());
    await input.fill('调度');
    await openDropdown().locator('.ant-select-item-option', { hasText: '调度中心' }).click();
    await seen('调度中心', item('所属部门'));
    await expect.poll(() => item('所属部门').getByText('请选择所属部门').count()).toBe(0);
  });

  it('picks a department in the tree select, children loaded on expand', async () => {
    await item('上级部门').locator('.ant-select').click();
    const root = openDropdown().locator('.ant-select-tree-treenode', { hasText: '煤运集团' });
    await root.waitFor();
    await root.locator('.ant-select-tree-switcher').click();
    await openDropdown().locator('.ant-select-tree-treenode', { hasText: '财务部' }).locator('.ant-select-tree-title').click();
    await seen('财务部', item('上级部门'));
  });

  it('picks a coal kind in the category select', async () => {
    await item('煤种分类').locator('.ant-select').click();
    await openDropdown().locator('.ant-select-tree-treenode', { hasText: '混煤' }).locator('.ant-select-tree-title').click();
    await seen('混煤', item('煤种分类'));
  });

  it('clears an end date before the start with a warning (compareTime)', async () => {
    const start = item('开始日期').locator('input');
    await start.click();
    await start.fill('2026-05-10');
    await start.press('Enter');
    const end = item('结束日期').locator('input');
    await end.click();
    await end.fill('2026-05-01');
    await end.press('Enter');
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '结束时间不能早于开始时间' }).count()).toBeGreaterThan(0);
    await expect.poll(() => end.inputValue()).toBe('');
  });

  it('submits valid values and shows them', async () => {
    await item('合同名称').locator('input').fill('晋北动力煤合同');
    await item('用户名').locator('input').fill('dispatcher_01');
    await item('手机号').locator('input').fill('13812345678');
    await item('邮箱').locator('input').fill('');
    await item('合同金额').locator('input').fill('1234567.5');
    await item('备注').locator('input').fill('大同港');
    await item('意向煤种').getByText('洗精煤', { exact: true }).click();
    await item('性别').locator('.ant-select').click();
    await openDropdown().locator('.ant-select-item-option', { hasText: '男' }).click();
    await item('车牌查询').locator('input').fill(' 晋A ');
    await item('收货地区').locator('.ant-select').click();
    const cascader = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');
    for (const name of ['山西省', '太原市', '小店区']) await cascader.locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) }).click();
    await seen('山西省 / 太原市 / 小店区', item('收货地区'));
    await page.getByRole('button', { name: /提\s*交/ }).click();
    const out = page.getByTestId('submitted-values');
    await out.waitFor({ timeout: 8000 });
    await seen('1,234,567.50', out);
    await seen('A01A01', out);
    // The like query reads as words, not as its *…* search syntax.
    await seen('包含「晋A」', out);
    expect(await out.getByText('*晋A*').count()).toBe(0);
    await seen('动力煤,焦煤,喷吹煤', out);
    await seen('Y', out);
    await seen('140105', out);
    await out.scrollIntoViewIfNeeded();
    await shot(page, 'form-widgets-submitted-wide');
  });

  it('shows the tree table of categories, children loaded on expand', async () => {
    await openMenu('树表格');
    await page.waitForURL(/\/examples\/tree-table/);
    const table = page.getByTestId('tree-table-page');
    await seen('煤种', table);
    await table.locator('tr', { hasText: '煤种' }).first().locator('.ant-table-row-expand-icon').click();
    await seen('焦煤', table);
    await table.locator('tr', { hasText: '焦煤' }).first().locator('.ant-table-row-expand-icon').click();
    await seen('主焦煤', table);
    await shot(page, 'tree-table-wide');
  });

  it('shows the dictionary widgets with initial texts', async () => {
    await openMenu('字典组件');
    await page.waitForURL(/\/examples\/dict-widgets/);
    const demo = page.getByTestId('demo-search-depart');
    await seen('调度中心', demo);
    await shot(page, 'dict-widgets-wide');
  });

  it('fits the example pages on a phone', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize(NARROW);
    for (const [path, id, name] of [
      ['/examples/form-widgets', 'form-widgets-page', 'form-widgets-narrow'],
      ['/examples/tree-table', 'tree-table-page', 'tree-table-narrow'],
      ['/examples/dict-widgets', 'dict-widgets-page', 'dict-widgets-narrow'],
    ]) {
      await phone.goto(`${server.url}${path}`);
      await phone.getByTestId(id).waitFor({ timeout: 15000 });
      await phone.waitForTimeout(500);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(1);
      await expectPlainTexts(phone, id);
      await shot(phone, name);
    }
    await phone.close();
  });
});
