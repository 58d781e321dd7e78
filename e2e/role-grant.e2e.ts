import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, NARROW, shot, WIDE } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const ADMIN_PASSWORD = 'Admin@2026x';
const USER_PASSWORD = 'Grant@2026x';
const USER_NEW_PASSWORD = 'Grant@2027y';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer({ ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: WIDE, locale: 'zh-CN' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; message: string; result: any };
}

async function signIn(p: Page, username: string, password: string) {
  await p.goto(`${server.url}/user/login`);
  await p.getByPlaceholder(/用户名/).fill(username);
  await p.getByPlaceholder(/密码/).fill(password);
  await p.getByRole('button', { name: /登\s*录/ }).click();
}

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
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis/, { timeout: 20000 });
    await page.goto(`${server.url}/system/role`);
    await page.getByRole('button', { name: /新\s*增/ }).first().click();
    const dialog = page.getByRole('dialog', { name: '新增' });
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
    await signIn(p, 'grantee', USER_PASSWORD);
    // A password set by an administrator is replaced at the first sign-in.
    const dialog = p.locator('.ant-modal', { hasText: '确认密码' }).first();
    await dialog.waitFor({ timeout: 20000 });
    const inputs = dialog.locator('input[type="password"]');
    await inputs.nth(0).fill(USER_NEW_PASSWORD);
    await inputs.nth(1).fill(USER_NEW_PASSWORD);
    await dialog.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10000 });
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
