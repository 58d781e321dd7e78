import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, login } from './support/api';
import { NARROW, shot, WIDE, shotWideAndNarrow } from './support/browser';
import { page, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { openListFromMenu } from './support/menu';

/**
 * 业务用户 > 货主 and 调度员 against a real server started with DEMO_DATA=1: a 货主 added for a customer picked from
 * the demo company, listed with its organisation's name; the 调度员 dialog asks for a carrier only.
 */
const NEW_PASSWORD = 'Meiyun@2026';

setUpSession({ env: { DEMO_DATA: '1' } });

const visible = (p: Page, selector: string) => p.locator(`${selector}:not([class*="-hidden"])`);
const dialog = (title: string) => visible(page, '.ant-modal-wrap').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const formItem = (title: string, label: string) => dialog(title).locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

const shots = (name: string) => shotWideAndNarrow(page, name);

const openMenu = (name: string, url: RegExp) => openListFromMenu(page, '业务用户', name, url);

describe('业务用户', () => {
  it('adds a 货主 for a demo customer', async () => {
    await signInWithNewPassword(page, 'admin', '123456', NEW_PASSWORD);
    const token = await login('admin', NEW_PASSWORD);
    // The demo company is there: its carriers, customers and cars.
    expect((await api('GET', '/coal/car/list?pageSize=1', token)).result).toMatchObject({ total: 200 });

    await openMenu('货主', /\/coal\/users\/shipper$/);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const t = '新增用户';
    await dialog(t).waitFor();
    // The type is the screen's: no 用户类型 in the dialog, the organisation asked for.
    expect(await formItem(t, '用户类型').count()).toBe(0);
    await formItem(t, '用户账号').locator('input').fill('huozhu01');
    await formItem(t, '用户姓名').locator('input').fill('王建国');
    await formItem(t, '登录密码').locator('input').fill('Huozhu@2026');
    await formItem(t, '单位类型').locator('.ant-select').click();
    await visible(page, '.ant-select-dropdown').getByText('客户', { exact: true }).click();
    await formItem(t, '所属单位').locator('.ant-select').click();
    await visible(page, '.ant-select-dropdown').getByText('大唐太原第二热电有限公司').click();
    await page.waitForTimeout(400);
    await shot(page, 'coal-users-shipper-form-wide');
    await dialog(t).getByRole('button', { name: /确\s*定/ }).click();
    await dialog(t).waitFor({ state: 'hidden' });
    const row = page.locator('.entity-list-table:visible tr', { hasText: 'huozhu01' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('大唐太原第二热电有限公司');
    const users = await api('GET', '/sys/user/list?username=huozhu01', token);
    expect((users.result as any).records[0]).toMatchObject({ userType: 'shipper', orgKind: 'consumer' });
    await shots('coal-users-shipper-list');
    // The shell remounts the page when the viewport crosses the narrow breakpoint, closing an open dialog.
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await dialog(t).waitFor();
    await formItem(t, '单位类型').locator('.ant-select').click();
    await visible(page, '.ant-select-dropdown').getByText('供应商', { exact: true }).click();
    await page.waitForTimeout(400);
    await shot(page, 'coal-users-shipper-form-narrow');
    await dialog(t).getByRole('button', { name: /取\s*消/ }).click();
    await page.setViewportSize(WIDE);
    await page.waitForTimeout(500);
  });

  it('asks a 调度员 for a carrier only', async () => {
    await openMenu('调度员', /\/coal\/users\/dispatcher$/);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const t = '新增用户';
    await dialog(t).waitFor();
    expect(await formItem(t, '单位类型').count()).toBe(0);
    await formItem(t, '所属单位').locator('.ant-select').click();
    await visible(page, '.ant-select-dropdown').getByText('吕梁顺达物流有限公司').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'coal-users-dispatcher-form-wide');
  });
});
