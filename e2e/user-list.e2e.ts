import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { NARROW, shot, WIDE } from './support/browser';
import { page, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';

/** The user list built by the list kit, walked against the real server: import, filter, sort, page, settings, … */
const NEW_PASSWORD = 'Meiyun@2026';
const GOOD_ROWS = 23;

setUpSession({ context: { acceptDownloads: true } });

const visible = (p: Page, selector: string) => p.locator(`${selector}:not([class*="-hidden"])`);
const table = () => page.locator('.entity-list-table');
const queryForm = () => page.locator('.list-query-form');
const rows = () => table().locator('.ant-table-tbody tr.ant-table-row');
const totalText = () => page.locator('.entity-list .ant-pagination-total-text');
const headerCell = (title: string) => table().locator('thead th', { hasText: title });
const rowOf = (username: string) => rows().filter({ has: page.locator('td', { hasText: new RegExp(`^${username}$`) }) });

async function expectMessage(text: string) {
  await expect.poll(() => page.locator('.ant-message-notice', { hasText: text }).count(), { timeout: 10000 }).toBeGreaterThan(0);
}

function listRequest(predicate: (params: URLSearchParams) => boolean = () => true): Promise<Request> {
  return page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/sys/user/list' && predicate(url.searchParams);
  });
}

async function pick(select: Locator, option: string) {
  const shown = select.getByText(option, { exact: true });
  // On a busy machine a click can land while the list is still opening, or the select can be drawn again as its
  // options arrive: the pick counts once the select shows it, and is made again (up to three times) until then.
  for (let attempt = 1; ; attempt++) {
    await select.click();
    // A dropdown closing from the previous pick may still be in the page: take the option that is shown.
    await page.locator('.ant-select-dropdown .ant-select-item-option:visible', { hasText: new RegExp(`^${option.replace(/\./g, '\\.')}$`) }).last().click();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached', timeout: 2000 }).catch(() => undefined);
    const picked = await shown.waitFor({ timeout: 4000 }).then(() => true, () => false);
    if (picked) return;
    if (attempt === 3) throw new Error(`the select did not take 「${option}」 after ${attempt} picks`);
  }
}

async function moreMenu(username: string, entry: string) {
  await rowOf(username).getByText('更多').click();
  await visible(page, '.ant-dropdown').getByText(entry, { exact: true }).click();
}

async function confirmPopconfirm() {
  await visible(page, '.ant-popover').getByRole('button', { name: /确\s*定/ }).click();
}

async function readWorkbook(path: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const values: string[][] = [];
  ws.eachRow((row) => values.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return values;
}

async function importFile(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户');
  ws.addRow(['用户账号', '用户姓名', '性别', '手机号码']);
  for (let i = 1; i <= GOOD_ROWS; i++) {
    const n = String(i).padStart(2, '0');
    ws.addRow([`e2e_user${n}`, `测试${n}`, i % 2 ? '男' : '女', `139000000${n}`]);
  }
  ws.addRow(['bad user', '坏账号', '男', '13900009999']); // the pattern refuses the space
  ws.addRow(['e2e_user01', '重复', '女', '13900008888']); // a second row with the same account
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('the user list, declared from the user entity', () => {
  it('signs in and opens 系统管理 > 用户管理 from the menu', async () => {
    await signInWithNewPassword(page, 'admin', '123456', NEW_PASSWORD);
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await menu.getByText('系统管理').click();
    await menu.getByText('用户管理').click();
    await page.waitForURL(/\/system\/user/);
    await expect.poll(() => totalText().textContent(), { timeout: 15000 }).toBe('1-1 共 1 条');
  });

  it('offers the import template in the import dialog, wide and narrow', async () => {
    const modal = visible(page, '.ant-modal-wrap').filter({ hasText: '导入EXCEL' });
    const link = modal.getByRole('button', { name: '下载导入模板' });
    const openDialog = async () => {
      await page.getByRole('button', { name: /导\s*入/ }).click();
      await link.waitFor();
      await page.waitForTimeout(400); // the dialog's opening animation
    };
    const closeDialog = async () => {
      await modal.getByRole('button', { name: '关闭' }).click();
      await modal.waitFor({ state: 'hidden' });
    };
    await openDialog();
    await shot(page, 'import-template-wide');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('用户导入模板.xlsx');
    const sheet = await readWorkbook((await download.path())!);
    expect(sheet).toEqual([['用户账号*', '用户姓名*', '工号', '性别', '生日', '手机号码', '邮箱', '部门', '职务', '用户类型']]);
    await closeDialog();
    // A phone lays the page out anew: the dialog is opened there.
    await page.setViewportSize(NARROW);
    await openDialog();
    await shot(page, 'import-template-narrow');
    await closeDialog();
    await page.setViewportSize(WIDE);
  });

  it('imports a spreadsheet with refused rows and downloads the error file from the warning', async () => {
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const modal = visible(page, '.ant-modal-wrap').filter({ hasText: '导入EXCEL' });
    await modal.locator('input[type="file"]').setInputFiles({
      name: '用户导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await importFile(),
    });
    await modal.getByRole('button', { name: '开始上传' }).click();
    const notice = page.locator('.ant-notification-notice', { hasText: '有2条数据导入失败' });
    await notice.waitFor({ timeout: 15000 });
    const [download] = await Promise.all([page.waitForEvent('download'), notice.getByText('点击下载错误文件').click()]);
    const sheet = await readWorkbook((await download.path())!);
    expect(sheet[0]).toContain('错误原因');
    expect(sheet.slice(1).map((r) => r[0])).toEqual(['bad user', 'e2e_user01']);
    await notice.locator('.ant-notification-notice-close').click();
    await expect.poll(() => totalText().textContent(), { timeout: 10000 }).toBe(`1-10 共 ${GOOD_ROWS + 1} 条`);
  });

  it('pages with the contract parameters, 10/20/30 a page', async () => {
    const second = listRequest((p) => p.get('pageNo') === '2');
    await page.locator('.entity-list .ant-pagination-item-2').click();
    const params = new URL((await second).url()).searchParams;
    expect(params.get('pageSize')).toBe('10');
    expect(params.get('column')).toBe('createTime');
    expect(params.get('order')).toBe('desc');
    expect(params.get('_t')).toMatch(/^\d+$/);
    await expect.poll(() => totalText().textContent()).toBe(`11-20 共 ${GOOD_ROWS + 1} 条`);
    await page.locator('.entity-list .ant-pagination-options .ant-select').click();
    await visible(page, '.ant-select-dropdown').getByText('20 条/页').click();
    await expect.poll(() => totalText().textContent()).toBe(`1-20 共 ${GOOD_ROWS + 1} 条`);
    await expect.poll(() => rows().count()).toBe(20);
    await page.locator('.entity-list .ant-pagination-options .ant-select').click();
    await visible(page, '.ant-select-dropdown').getByText('10 条/页').click();
    await expect.poll(() => rows().count()).toBe(10);
  });

  it('filters by name as contains and sorts on the server', async () => {
    const filtered = listRequest((p) => p.has('realname'));
    await queryForm().getByPlaceholder('请输入用户姓名').fill('测试1');
    await queryForm().getByRole('button', { name: /查\s*询$/ }).click();
    expect(new URL((await filtered).url()).searchParams.get('realname')).toBe('*测试1*');
    await expect.poll(() => totalText().textContent()).toBe('1-10 共 10 条');

    const asc = listRequest((p) => p.get('column') === 'username' && p.get('order') === 'asc');
    await headerCell('用户账号').click();
    await asc;
    await expect.poll(() => rows().first().locator('td').nth(2).textContent()).toBe('e2e_user10');
    const desc = listRequest((p) => p.get('column') === 'username' && p.get('order') === 'desc');
    await headerCell('用户账号').click();
    await desc;
    await expect.poll(() => rows().first().locator('td').nth(2).textContent()).toBe('e2e_user19');

    await queryForm().getByRole('button', { name: /重\s*置$/ }).click();
    await expect.poll(() => totalText().textContent()).toBe(`1-10 共 ${GOOD_ROWS + 1} 条`);
    await shot(page, 'user-list-wide');
  });

  it('keeps column settings across a reload', async () => {
    await page.getByRole('button', { name: '列设置' }).click();
    const popover = visible(page, '.ant-popover').filter({ hasText: '列设置' });
    await popover.getByRole('checkbox', { name: '生日' }).uncheck();
    await expect.poll(() => headerCell('生日').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect.poll(() => totalText().textContent(), { timeout: 15000 }).toBe(`1-10 共 ${GOOD_ROWS + 1} 条`);
    expect(await headerCell('生日').count()).toBe(0);
    expect(await headerCell('操作').count()).toBe(1);
    expect(await headerCell('#').count()).toBe(1);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(':colsettings')));
    expect(stored).toHaveLength(1);
  });

  it('saves an advanced query, clears it and applies it again from the saved list', async () => {
    await page.locator('.super-query-button').click();
    const modal = visible(page, '.ant-modal-wrap').filter({ hasText: '高级查询构造器' });
    await modal.getByRole('button', { name: /^查\s*询$/ }).click();
    await expectMessage('不能查询空条件');
    const row = modal.locator('.super-query-row').first();
    await pick(row.locator('.ant-select').nth(0), '性别');
    await pick(row.locator('.ant-select').nth(2), '女');
    await row.getByRole('button', { name: '添加条件' }).click();
    const second = modal.locator('.super-query-row').nth(1);
    await pick(second.locator('.ant-select').nth(0), '用户姓名');
    await pick(second.locator('.ant-select').nth(1), '以..开始');
    await second.locator('input').last().fill('测试');
    await shot(page, 'super-query-wide');
    await modal.getByRole('button', { name: '保存查询条件' }).click();
    const naming = visible(page, '.ant-modal-wrap').filter({ hasText: '请输入保存的名称' });
    await naming.getByRole('button', { name: /保\s*存/ }).click();
    await expectMessage('保存名称不能为空');
    await naming.locator('input').fill('女性测试用户');
    await naming.locator('input').press('Enter');
    await modal.locator('.super-query-saved').getByText('女性测试用户').waitFor();

    const applied = listRequest((p) => p.has('superQueryParams'));
    await modal.getByRole('button', { name: /^查\s*询$/ }).click();
    const params = new URL((await applied).url()).searchParams;
    expect(params.get('superQueryMatchType')).toBe('and');
    expect(JSON.parse(decodeURIComponent(params.get('superQueryParams')!))).toEqual([
      { field: 'sex', rule: 'eq', val: '2', type: 'int', dbType: 'int' },
      { field: 'realname', rule: 'right_like', val: '测试', type: 'string', dbType: 'string' },
    ]);
    await expect.poll(() => totalText().textContent()).toBe('1-10 共 11 条');
    expect(await page.locator('.super-query-button').locator('xpath=..').locator('.ant-badge-count').textContent()).toBe('2');

    await page.locator('.super-query-clear').click();
    await expect.poll(() => totalText().textContent()).toBe(`1-10 共 ${GOOD_ROWS + 1} 条`);
    await page.reload();
    await expect.poll(() => totalText().textContent(), { timeout: 15000 }).toBe(`1-10 共 ${GOOD_ROWS + 1} 条`);
    // A click on the saved query while the dialog is still opening can be lost on a busy machine: open and pick again
    // until the list shows the query applied.
    for (let attempt = 1; ; attempt++) {
      if (!(await visible(page, '.ant-modal-wrap').filter({ hasText: '高级查询构造器' }).count())) await page.locator('.super-query-button').click();
      await visible(page, '.ant-modal-wrap').filter({ hasText: '高级查询构造器' }).locator('.super-query-saved').getByText('女性测试用户').click();
      try {
        await expect.poll(() => totalText().textContent(), { timeout: 8000 }).toBe('1-10 共 11 条');
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    await page.locator('.super-query-clear').click();
    await expect.poll(() => totalText().textContent()).toBe(`1-10 共 ${GOOD_ROWS + 1} 条`);
  });

  it('exports the selected rows as a spreadsheet', async () => {
    await queryForm().getByPlaceholder('请输入用户账号').fill('e2e_user0');
    await queryForm().getByRole('button', { name: /查\s*询$/ }).click();
    await expect.poll(() => totalText().textContent()).toBe('1-9 共 9 条');
    await rowOf('e2e_user03').locator('.ant-checkbox-input').check();
    await rowOf('e2e_user07').locator('.ant-checkbox-input').check();
    await expect.poll(() => page.locator('.list-selection-alert').textContent()).toContain('已选择 2 项');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheet = await readWorkbook((await download.path())!);
    expect(sheet[0]).toContain('用户账号');
    expect(sheet.slice(1).map((r) => r[sheet[0].indexOf('用户账号')]).sort()).toEqual(['e2e_user03', 'e2e_user07']);
    await page.locator('.list-selection-alert').getByText('清空').click();
    await expect.poll(() => page.locator('.list-selection-alert').textContent()).toContain('已选择 0 项');
  });

  it('freezes and unfreezes a user from the row menu', async () => {
    await moreMenu('e2e_user05', '冻结');
    await confirmPopconfirm();
    await expectMessage('冻结成功');
    await expect.poll(() => rowOf('e2e_user05').locator('.user-status-frozen').textContent()).toBe('冻结');
    await page.waitForTimeout(350); // past the too-fast-click guard
    await moreMenu('e2e_user05', '解冻');
    await confirmPopconfirm();
    await expectMessage('解冻成功');
    await expect.poll(() => rowOf('e2e_user05').locator('.user-status-frozen').count()).toBe(0);
  });

  it('deletes a user and restores it from the recycle bin', async () => {
    await page.waitForTimeout(350);
    await moreMenu('e2e_user05', '删除');
    await confirmPopconfirm();
    await expect.poll(() => totalText().textContent()).toBe('1-8 共 8 条');
    await page.getByRole('button', { name: '回收站' }).click();
    const bin = visible(page, '.ant-modal-wrap').filter({ hasText: '回收站' });
    const binRow = bin.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'e2e_user05' });
    await binRow.waitFor();
    await binRow.getByText('还原').click();
    await confirmPopconfirm();
    await expectMessage('还原用户成功！');
    await expect.poll(() => binRow.count()).toBe(0);
    await bin.locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();
    await expect.poll(() => totalText().textContent()).toBe('1-9 共 9 条');
  });

  it('opens the edit dialog from the declaration, add-only account read-only', async () => {
    await rowOf('e2e_user03').getByText('编辑').click();
    const dialog = page.getByRole('dialog', { name: '编辑用户' });
    await expect.poll(() => dialog.locator('input').first().inputValue()).toBe('e2e_user03');
    expect(await dialog.locator('input').first().isDisabled()).toBe(true);
    await expect.poll(() => dialog.locator('.ant-spin-spinning').count()).toBe(0);
    await dialog.getByPlaceholder('请输入手机号码').fill('123');
    await expect.poll(() => dialog.getByText('请输入正确手机号').count()).toBe(1);
    await shot(page, 'user-edit-wide');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await moreMenu('e2e_user03', '详情');
    const detail = page.getByRole('dialog', { name: '用户详情' });
    await expect.poll(() => detail.locator('input').first().inputValue()).toBe('e2e_user03');
    expect(await detail.locator('input:not([disabled])').count()).toBe(0);
    const modalWidth = () => detail.evaluate((el) => Math.round((el.closest('.ant-modal') ?? el).getBoundingClientRect().width));
    await expect.poll(modalWidth).toBe(1200);
    await detail.getByRole('button', { name: '全屏' }).click();
    await expect.poll(modalWidth).toBe(WIDE.width);
    await detail.getByRole('button', { name: /关\s*闭/ }).last().click();
  });

  it('freezes the selection from 批量操作, and warns when nothing is selected', async () => {
    await page.getByRole('button', { name: /批量操作/ }).click();
    await visible(page, '.ant-dropdown').getByText('冻结', { exact: true }).click();
    await expectMessage('请选择一条记录！');
    await rowOf('e2e_user02').locator('.ant-checkbox-input').check();
    await rowOf('e2e_user04').locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: /批量操作/ }).click();
    await visible(page, '.ant-dropdown').getByText('冻结', { exact: true }).click();
    await visible(page, '.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await expectMessage('冻结成功');
    await expect.poll(() => table().locator('.user-status-frozen').count()).toBe(2);
  });

  it('scrolls the table sideways on a phone', async () => {
    await page.setViewportSize(NARROW);
    await page.reload();
    await expect.poll(() => totalText().textContent(), { timeout: 15000 }).toContain('共');
    const overflow = await page.locator('.entity-list-table .ant-table-content, .entity-list-table .ant-table-body').first().evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflow).toBe(true);
    await shot(page, 'user-list-narrow');
    await page.setViewportSize(WIDE);
  });
});
