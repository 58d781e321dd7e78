import { describe, expect, it } from 'vitest';
import { businessToday } from '@meiyun/shared';
import type { Locator } from 'playwright-core';
import { NARROW, shot, WIDE } from './support/browser';
import { page, server, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';

const NEW_PASSWORD = 'Meiyun@2026';
const TITLE = '关于本周煤场盘点的通知';

setUpSession();

const okButton = (scope: Locator) => scope.getByRole('button', { name: /确\s*定|保\s*存|提\s*交/ }).last();
const openDialog = (hasText: string) => page.locator('.ant-modal-wrap:not([class*="-hidden"])').filter({ hasText });

async function expectMessage(text: string | RegExp) {
  await expect.poll(() => page.locator('.ant-message-notice', { hasText: text }).count(), { timeout: 8000 }).toBeGreaterThan(0);
}

/** Opens a screen by its address, as a tab of the workspace. */
async function open(path: string, ready: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByText(ready, { exact: true }).first().waitFor({ timeout: 20000 });
}

/** Shoots the current screen wide, then narrow, and returns to wide. */
async function shots(name: string) {
  await shot(page, `${name}-wide`);
  await page.setViewportSize(NARROW);
  await page.waitForTimeout(400);
  await shot(page, `${name}-narrow`);
  await page.setViewportSize(WIDE);
  await page.waitForTimeout(300);
}

const bellCount = async () => {
  const bell = page.getByTestId('notice-bell');
  if ((await bell.getAttribute('data-loaded')) !== '1') return NaN;
  return Number(await bell.getAttribute('data-unread'));
};

describe('system administration screens, walked as the administrator', () => {
  it('signs in and replaces the weak first password', async () => {
    await signInWithNewPassword(page, 'admin', '123456', NEW_PASSWORD);
  });

  it('writes an announcement, publishes it and finds it in the bell', async () => {
    await open('/system/annountCement', '系统通告');
    await expect.poll(bellCount, { timeout: 10000 }).not.toBeNaN();
    const before = await bellCount();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = openDialog('通告对象类型');
    await dialog.getByPlaceholder('请输入标题').fill(TITLE);
    await dialog.getByPlaceholder('请输入摘要').fill('周五前完成盘点');
    await dialog.locator('.ProseMirror').click();
    await page.keyboard.type('请各煤场于周五前完成盘点，并上报库存。');
    await shot(page, 'announcement-form-wide');
    expect(await page.getByRole('dialog', { name: '新增通告' }).count()).toBe(1);
    // The page and the record are asked only when the way of opening needs them; no developer words.
    const labelled = (label: string) => dialog.locator(`label[title="${label}"]`);
    for (const gone of ['业务ID', '打开页面']) expect(await labelled(gone).count()).toBe(0);
    expect(await dialog.getByPlaceholder('页面地址或组件路径').count()).toBe(0);
    expect(await labelled('打开的页面').count()).toBe(0);
    expect(await labelled('单据编号').count()).toBe(0);
    // Each label stays on one line, its asterisk beside it.
    // A wrapped label grows past the 32 px row or puts its text on two lines (the asterisk left alone on the first).
    const oneLine = async () =>
      dialog.locator('.ant-form-item-label > label').evaluateAll((labels) =>
        labels
          .filter((l) => {
            const range = document.createRange();
            range.selectNodeContents(l);
            const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
            return lines.size > 1 || l.getBoundingClientRect().height > 34;
          })
          .map((l) => `${l.textContent}:${Math.round(l.getBoundingClientRect().height)}`),
      );
    expect(await oneLine()).toEqual([]);
    const item = (label: string) => dialog.locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) });
    const openType = item('打开方式').locator('.ant-select');
    for (const [way, name, shown] of [['业务单据', 'component', ['打开的页面', '单据编号']], ['系统页面', 'url', ['打开的页面']]] as const) {
      await openType.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: way }).click();
      for (const label of shown) await labelled(label).waitFor();
      await expect.poll(() => labelled('单据编号').count(), { timeout: 5000 }).toBe(name === 'component' ? 1 : 0);
      await labelled('打开的页面').scrollIntoViewIfNeeded();
      expect(await oneLine()).toEqual([]);
      await dialog.locator('.ant-modal-title').click();
      await page.waitForTimeout(300);
      await shot(page, `announcement-form-${name}-wide`);
    }
    await item('打开的页面').locator('input').fill('/system/user');
    await okButton(dialog).click();
    await expectMessage('添加成功！');
    const row = page.locator('.ant-table-row', { hasText: TITLE });
    await row.waitFor();
    expect(await row.getByText('未发布').count()).toBe(1);

    await row.getByText('发布', { exact: true }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: /确\s*定/ }).click();
    await expectMessage('该系统通知发布成功');
    await expect.poll(() => row.getByText('已发布').count()).toBe(1);
    // Published: 编辑 is gone and 撤销 offered.
    expect(await row.getByText('编辑', { exact: true }).count()).toBe(0);
    expect(await row.getByText('撤销', { exact: true }).count()).toBe(1);
    await expect.poll(bellCount, { timeout: 10000 }).toBe(before + 1);
    await page.getByTestId('notice-bell').click();
    await expect.poll(() => page.locator('.ant-popover:visible', { hasText: TITLE }).count(), { timeout: 8000 }).toBeGreaterThan(0);
    await shot(page, 'announcement-bell-wide');
    await page.getByTestId('notice-bell').click();
    await expect.poll(() => page.locator('.ant-popover:visible', { hasText: TITLE }).count(), { timeout: 5000 }).toBe(0);
    await shots('announcement-list');
  });

  it('fits the announcement form on a phone, each way of opening', async () => {
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增通告' });
    await dialog.getByPlaceholder('请输入标题').waitFor();
    const item = (label: string) => dialog.locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) });
    await page.waitForTimeout(400);
    await shot(page, 'announcement-form-narrow');
    for (const [way, name] of [['系统页面', 'url'], ['业务单据', 'component']] as const) {
      await item('打开方式').locator('.ant-select').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: way }).click();
      await item('打开的页面').waitFor();
      // 打开的页面 shows for both ways, so wait for the field that depends on the choice.
      await expect.poll(() => item('单据编号').count(), { timeout: 5000 }).toBe(name === 'component' ? 1 : 0);
      await dialog.locator('.ant-modal-title').click();
      await item('打开方式').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await shot(page, `announcement-form-${name}-narrow`);
    }
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.setViewportSize(WIDE);
    await page.waitForTimeout(400);
  });

  it('filters the logs by user and shows both tabs', async () => {
    await open('/system/log', '登录日志');
    const loginTab = page.locator('.entity-list:visible');
    await loginTab.getByPlaceholder('请输入操作人').fill('admin');
    await loginTab.getByRole('button', { name: /^search 查\s*询$/ }).click();
    await expect.poll(() => loginTab.locator('.ant-table-row').count(), { timeout: 8000 }).toBeGreaterThan(0);
    const names = await loginTab.locator('.ant-table-row').allInnerTexts();
    expect(names.every((t) => t.includes('admin'))).toBe(true);
    await shots('log-login');
    await page.getByRole('tab', { name: '操作日志' }).click();
    const opTab = page.locator('.entity-list:visible');
    await expect.poll(() => opTab.locator('.ant-table-row').count(), { timeout: 8000 }).toBeGreaterThan(0);
    // The announcement added above is an operation of type 添加.
    await expect.poll(() => opTab.locator('.ant-table-row', { hasText: '添加' }).count()).toBeGreaterThan(0);
    await shots('log-operation');
  });

  it('adds a fill rule from parts and tests it without using a number', async () => {
    await open('/system/fillRule', '填值规则');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = openDialog('规则组成');
    await dialog.getByPlaceholder('请输入规则名称').fill('车辆登记号');
    await dialog.getByPlaceholder('请输入规则编码').fill('vehicle_reg_no');
    await dialog.getByRole('button', { name: '固定文本' }).click();
    await dialog.getByLabel('固定文本').fill('CL');
    await dialog.getByRole('button', { name: '日期' }).click();
    await dialog.getByRole('button', { name: '流水号' }).click();
    // The business day (China time), not the machine's: after 16:00 UTC it is already tomorrow there.
    const ymd = businessToday().replaceAll('-', '');
    await expect.poll(() => dialog.getByText(`CL${ymd}0001`).count()).toBe(1);
    await shot(page, 'fill-rule-form-wide');
    await okButton(dialog).click();
    await expectMessage('添加成功！');
    const row = page.locator('.ant-table-row', { hasText: 'vehicle_reg_no' });
    await row.getByText('测试', { exact: true }).click();
    await expect.poll(() => page.getByTestId('fill-rule-preview').textContent()).toBe(`CL${ymd}0001`);
    await page.getByRole('button', { name: '知道了' }).click();
    await row.getByText('测试', { exact: true }).click();
    await expect.poll(() => page.getByTestId('fill-rule-preview').last().textContent()).toBe(`CL${ymd}0001`);
    await page.getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => page.getByTestId('fill-rule-preview').count(), { timeout: 5000 }).toBe(0);
    await shots('fill-rule-list');
  });

  it('edits and tests a check rule; a bad regex is pointed out', async () => {
    await open('/system/checkRule', '校验规则');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = openDialog('规则内容');
    await dialog.getByPlaceholder('请输入规则名称').fill('磅单号');
    await dialog.getByPlaceholder('请输入规则编码').fill('weigh_no');
    await dialog.getByRole('button', { name: '添加规则' }).click();
    await dialog.getByLabel('正则表达式').fill('^BD(\\d');
    await expect.poll(() => dialog.getByText('正则表达式格式不正确').count()).toBe(1);
    await dialog.getByLabel('正则表达式').fill('^BD\\d{6}$');
    await dialog.getByLabel('提示信息').fill('磅单号为BD加6位数字');
    await shot(page, 'check-rule-form-wide');
    await okButton(dialog).click();
    await expectMessage('添加成功！');
    const row = page.locator('.ant-table-row', { hasText: 'weigh_no' });
    await row.getByText('测试', { exact: true }).click();
    const test = openDialog('测试：');
    await test.getByLabel('要校验的值').fill('BD12');
    await test.getByRole('button', { name: /校\s*验/ }).click();
    await expect.poll(() => page.getByTestId('check-rule-verdict').textContent()).toContain('磅单号为BD加6位数字');
    await test.getByLabel('要校验的值').fill('BD123456');
    await test.getByRole('button', { name: /校\s*验/ }).click();
    await expect.poll(() => page.getByTestId('check-rule-verdict').textContent()).toContain('校验通过');
    await test.locator('.ant-modal-footer').getByRole('button').click();
    await test.waitFor({ state: 'hidden', timeout: 5000 });
    await shots('check-rule-list');
  });

  it('renames a seeded dictionary whose code holds an underscore; a code with a hyphen is pointed out', async () => {
    await open('/system/dict', '数据字典');
    await page.locator('.ant-form').first().getByPlaceholder('请输入字典编码').fill('msg_category');
    await page.getByRole('button', { name: /查\s*询/ }).first().click();
    const row = page.locator('.ant-table-row', { hasText: 'msg_category' });
    await row.waitFor({ timeout: 10000 });
    await row.getByText('编辑', { exact: true }).click();
    const dialog = openDialog('字典编码');
    const name = dialog.getByPlaceholder('请输入字典名称');
    await expect.poll(() => name.inputValue()).not.toBe('');
    const code = dialog.getByPlaceholder('请输入字典编码');
    await code.fill('msg-category');
    await expect.poll(() => dialog.getByText('字典编码只能包含字母、数字和下划线').count()).toBe(1);
    await page.waitForTimeout(400);
    await shot(page, 'dict-code-refused-wide');
    await code.fill('msg_category');
    await name.fill('消息分类');
    await okButton(dialog).click();
    await expectMessage(/编辑成功/);
    await expect.poll(() => page.locator('.ant-table-row', { hasText: '消息分类' }).count(), { timeout: 8000 }).toBe(1);
  });

  it('adds a child category and gets the next code', async () => {
    await open('/system/category', '分类字典');
    const root = page.locator('.ant-table-row', { hasText: '运输方式' });
    await root.getByText('添加下级').click();
    const dialog = openDialog('分类名称');
    await dialog.getByPlaceholder('请输入分类名称').fill('管道');
    await okButton(dialog).click();
    await expectMessage('添加成功！');
    await expect.poll(() => page.locator('.ant-table-row', { hasText: '管道' }).count(), { timeout: 8000 }).toBe(1);
    expect(await page.locator('.ant-table-row', { hasText: '管道' }).innerText()).toContain('A02A04');
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });
    await shots('category-list');
  });
});
