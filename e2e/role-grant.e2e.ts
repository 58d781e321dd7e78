import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { browser, page, server, setUpSession } from './support/session';
import { signInToDashboard, signInWithNewPassword } from './support/signIn';

const ADMIN_PASSWORD = 'Admin@2026x';
const USER_PASSWORD = 'Grant@2026x';
const USER_NEW_PASSWORD = 'Grant@2027y';

setUpSession({ env: { ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD } });

const roleRow = (code: string) => page.getByRole('row', { name: new RegExp(code) });
const sideMenu = (p: Page) => p.locator('.ant-layout-sider .ant-menu');
const openDrawer = (p: Page, title: string) => p.locator('.ant-drawer', { hasText: title }).last();

describe('an administrator grants a role a menu and its user sees it', () => {
  it('creates the user through the API', async () => {
    const login = await api('POST', '/sys/login', undefined, { username: 'admin', password: ADMIN_PASSWORD });
    expect(login.success).toBe(true);
    const add = await api('POST', '/sys/user/add', login.result.token, { username: 'grantee', realname: '授权测试员', password: USER_PASSWORD, orgCode: 'A01A01' });
    expect(add.message).toMatch(/成功/);
  });

  it('creates a role on the role screen', async () => {
    await signInToDashboard(page, 'admin', ADMIN_PASSWORD);
    await page.goto(`${server.url}/system/role`);
    await page.getByRole('button', { name: /新\s*增/ }).first().click();
    const dialog = page.getByRole('dialog', { name: '新增角色' });
    await dialog.getByPlaceholder('请输入角色名称').fill('个人中心使用者');
    await dialog.getByPlaceholder('请输入角色编码').fill('center_user');
    await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10000 });
    await expect.poll(() => page.getByRole('cell', { name: 'center_user', exact: true }).count()).toBe(1);
    await shot(page, 'role-list-wide');
  });

  it('grants the role 个人页 > 个人中心 in the authorisation drawer', async () => {
    await roleRow('center_user').getByText('授权', { exact: true }).click();
    const drawer = openDrawer(page, '角色权限配置');
    const tree = drawer.locator('.ant-tree');
    await tree.waitFor();
    await tree.locator('.ant-tree-treenode', { hasText: '个人页' }).first().locator('.ant-tree-checkbox').click();
    // Top menus open expanded, so the child is at hand.
    await tree.locator('.ant-tree-treenode', { hasText: '个人中心' }).first().locator('.ant-tree-checkbox').click();
    await expect.poll(() => tree.locator('.ant-tree-checkbox-checked').count()).toBe(2);
    await shot(page, 'role-auth-wide');
    await drawer.getByTestId('tree-save').click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '保存成功' }).count(), { timeout: 5000 }).toBeGreaterThan(0);
    await drawer.locator('.ant-drawer-close').click().catch(() => page.keyboard.press('Escape'));
  });

  it('assigns the user to the role', async () => {
    await roleRow('center_user').getByText('用户', { exact: true }).click();
    const drawer = openDrawer(page, '角色用户');
    await drawer.getByTestId('role-user-add').click();
    const picker = page.locator('.ant-modal', { hasText: '添加用户到角色' });
    await picker.getByRole('row', { name: /grantee/ }).locator('.ant-checkbox-input').check();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden', timeout: 10000 });
    await expect.poll(() => drawer.getByRole('cell', { name: 'grantee', exact: true }).count()).toBe(1);
  });

  it('the user sees the menu after signing in', async () => {
    const ctx = await browser.newContext({ viewport: WIDE, locale: 'zh-CN' });
    const p = await ctx.newPage();
    // A password set by an administrator is replaced at the first sign-in.
    await signInWithNewPassword(p, 'grantee', USER_PASSWORD, USER_NEW_PASSWORD);
    await sideMenu(p).getByText('个人页').click();
    await sideMenu(p).getByText('个人中心').click();
    await p.waitForURL(/\/account\/center/);
    expect(await sideMenu(p).getByText('个人设置').count()).toBe(0);
    expect(await sideMenu(p).getByText('系统管理').count()).toBe(0);
    await ctx.close();
  });
});

describe('the system-administration screens, looked at', () => {
  it('menu screen', async () => {
    await page.goto(`${server.url}/system/permission`);
    await expect.poll(() => page.getByRole('cell', { name: /系统管理/ }).count(), { timeout: 10000 }).toBeGreaterThan(0);
    await shot(page, 'permission-list-wide');
    await page.getByTestId('menu-add').click();
    await openDrawer(page, '新增菜单').getByTestId('menu-name').waitFor();
    await page.waitForTimeout(600); // the drawer slides in
    await shot(page, 'permission-form-wide');
    await page.keyboard.press('Escape');
  });

  it('department screen: the tree, a department and its generated code', async () => {
    await page.goto(`${server.url}/system/depart`);
    await page.locator('.ant-tree').getByText('煤运集团').click();
    await expect.poll(() => page.getByTestId('main-layout').getByTestId('depart-org-code').inputValue()).toBe('A01');
    await page.getByTestId('depart-add-child').click();
    const dialog = page.locator('.ant-modal', { hasText: '新增下级部门' });
    await dialog.getByTestId('depart-name').fill('运输部');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10000 });
    await expect.poll(() => page.getByTestId('main-layout').getByTestId('depart-org-code').inputValue()).toBe('A01A04');
    await expect.poll(() => page.locator('.ant-tree').getByText('运输部').count()).toBe(1);
    await expect.poll(() => page.locator('.ant-tree').getByText('调度中心').isVisible()).toBe(true);
    await page.waitForTimeout(600); // the level opens with an animation
    await shot(page, 'depart-list-wide');
  });

  it('narrow window', async () => {
    await page.setViewportSize(NARROW);
    for (const [path, name] of [['/system/role', 'role-list'], ['/system/permission', 'permission-list'], ['/system/depart', 'depart-list']] as const) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await shot(page, `${name}-narrow`);
    }
    await page.locator('.ant-tree').getByText('煤运集团').click();
    await expect.poll(() => page.getByTestId('main-layout').getByTestId('depart-org-code').inputValue()).toBe('A01');
    await page.getByTestId('main-layout').getByTestId('depart-org-code').scrollIntoViewIfNeeded();
    await shot(page, 'depart-form-narrow');
    await page.goto(`${server.url}/system/role`);
    // On a phone the row's extra actions sit in 更多.
    await roleRow('center_user').getByText('更多').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('授权', { exact: true }).click();
    await openDrawer(page, '角色权限配置').locator('.ant-tree').waitFor();
    await page.waitForTimeout(600);
    await shot(page, 'role-auth-narrow');
  });
});
