import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { api, login, ok } from './support/api';
import { shotWideAndNarrow } from './support/browser';
import { page, server, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { clickMenuEntry } from './support/menu';

/**
 * §2.1's two small screens in Chromium: /test redirects to 示例首页, whose cards are the example pages of the
 * administrator's menu and open them in the workspace; and an online report as a page of its own, opened from
 * 在线报表 › 打开报表 in a tab named after the report, with its query form, server paging and 导出.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';
const USERS = Array.from({ length: 12 }, (_, i) => `rpt_e2e_${String(i + 1).padStart(2, '0')}`);

setUpSession({ context: { acceptDownloads: true } });

interface MenuNode {
  path: string;
  component: string;
  hidden?: boolean;
  children?: MenuNode[];
}
const examplePaths = (nodes: MenuNode[]): string[] =>
  nodes.filter((n) => !n.hidden).flatMap((n) => [...(n.component.startsWith('examples/') ? [n.path] : []), ...examplePaths(n.children ?? [])]);

const tab = (title: string) => page.getByTestId('workspace-tabs').locator('.tab-label', { hasText: title });
const visibleRows = () => page.getByTestId('report-table').locator('.ant-table-tbody tr.ant-table-row').locator('visible=true');

describe('示例首页 and the report page', () => {
  let admin: string;

  it('/test redirects to 示例首页, whose cards are the menu’s example pages and open them', async () => {
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    admin = await login('admin', ADMIN_PASSWORD);
    const menu = (await ok(api('GET', '/sys/permission/getUserPermissionByToken', admin))).menu as MenuNode[];
    const expected = examplePaths(menu);
    expect(expected.length).toBeGreaterThan(5);

    await page.goto(`${server.url}/test`);
    await page.waitForURL(/\/test\/home$/);
    const home = page.getByTestId('test-home-page');
    await home.getByText('示例首页', { exact: true }).waitFor();
    const cards = home.getByTestId('example-card');
    await expect.poll(() => cards.count()).toBe(expected.length);
    expect(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('data-path')))).toEqual(expected);
    await tab('示例首页').waitFor();
    // The menu's icons load once the page has painted.
    await expect.poll(() => home.locator('.menu-icon-pending').count()).toBe(0);
    await shotWideAndNarrow(page, 'test-home');

    await home.getByTestId('example-card').filter({ hasText: 'Cron表达式' }).click();
    await page.waitForURL(/\/examples\/cron$/);
    await page.getByTestId('cron-demo-page').waitFor();
    await tab('Cron表达式').waitFor();
    // 示例首页 stays a tab of the workspace, to go back to.
    await tab('示例首页').click();
    await page.waitForURL(/\/test\/home$/);
    await home.waitFor();
  });

  it('在线报表 › 打开报表 opens the report in a tab of its name; a query narrows the rows, the pager pages, 导出 exports them', async () => {
    for (const [i, username] of USERS.entries()) {
      await ok(api('POST', '/sys/user/add', admin, { username, realname: `报表用户${i + 1}`, password: 'Initial@2026', sex: (i % 2) + 1, orgCode: 'A01A01' }));
    }
    const columns = (await ok(api('GET', '/online/cgreport/api/getRpColumns/user_by_depart', admin))) as { cgRpConfigId: string };
    const total = (await ok(api('GET', `/online/cgreport/api/getData/${columns.cgRpConfigId}?pageSize=1`, admin))).total as number;
    expect(total).toBeGreaterThan(10);

    await clickMenuEntry(page, '系统管理', '在线报表');
    const row = page.getByTestId('cgreport-page').locator('.ant-table-tbody tr.ant-table-row', { hasText: '部门用户报表' });
    await row.getByText('打开报表', { exact: true }).click();
    await page.waitForURL(/\/online\/cgreport\/user_by_depart$/);

    const report = page.getByTestId('report-auto-page');
    await expect.poll(() => report.getByTestId('report-title').textContent()).toBe('部门用户报表');
    await tab('部门用户报表').waitFor();
    await expect.poll(() => page.title()).toContain('部门用户报表');
    await expect.poll(() => visibleRows().count()).toBe(10);
    await report.locator('.ant-pagination-total-text', { hasText: `共 ${total} 条` }).waitFor();
    // 性别 shows the dictionary's text, as the report popup does.
    const shown = (await visibleRows().allTextContents()).join('');
    expect(shown).toContain('男');
    expect(shown).toContain('女');

    await report.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect.poll(() => visibleRows().count()).toBe(total - 10);

    await report.getByPlaceholder('请输入用户账号').fill('rpt_e2e_1');
    await report.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => visibleRows().count()).toBe(3);
    expect(await visibleRows().allTextContents()).toEqual([expect.stringContaining('rpt_e2e_1'), expect.stringContaining('rpt_e2e_1'), expect.stringContaining('rpt_e2e_1')]);
    await report.locator('.ant-table-thead th', { hasText: '用户账号' }).click();
    await report.locator('.ant-table-thead th', { hasText: '用户账号' }).click();
    await expect.poll(async () => (await visibleRows().first().textContent()) ?? '').toContain('rpt_e2e_12');

    const [download] = await Promise.all([page.waitForEvent('download'), report.getByTestId('report-export').click()]);
    expect(download.suggestedFilename()).toBe('部门用户报表.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)) as never);
    const sheet = wb.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toContain('用户账号');
    const usernames = [2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value);
    expect(sheet.rowCount).toBe(4);
    expect(usernames).toEqual(['rpt_e2e_12', 'rpt_e2e_11', 'rpt_e2e_10']);
    // Last: a phone's width shows the page without the workspace, which starts it afresh.
    await shotWideAndNarrow(page, 'report-auto-list');
  });
});
