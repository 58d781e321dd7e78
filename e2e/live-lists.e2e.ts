import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, login, ok } from './support/api';
import { shot, WIDE } from './support/browser';
import { browser, page, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { openListFromMenu } from './support/menu';

/**
 * Live lists (docs/architecture.md): a carrier's 调度员 has the car list open in one browser; the administrator adds
 * and edits cars in another. The 调度员's list and open detail show the changes to their carrier's cars without a
 * reload, and never a car of another carrier.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';
const USER_PASSWORD = 'Passw0rd!x';
const NEW_PASSWORD = 'Yard@2026x';
const MINE = '太原顺达物流有限公司';
const OTHER = '大同远通运输有限公司';

setUpSession();

const shown = (p: Page, selector: string) => p.locator(selector).locator('visible=true');
const rowOf = (p: Page, plate: string) => shown(p, '.entity-list-table .ant-table-row').filter({ hasText: plate });
const dialog = (p: Page, title: string) => shown(p, '.ant-modal-wrap').filter({ has: p.locator('.ant-modal-title', { hasText: title }) });
const formItem = (d: Locator, label: string) => d.locator('.ant-form-item').filter({ has: d.page().locator('label', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) });
const totalShown = async (p: Page) => Number(/共\s*(\d+)\s*条/.exec(await shown(p, '.ant-pagination-total-text').innerText())?.[1]);

describe('live lists', () => {
  it("a change made in one browser shows in another's open list and detail, without a reload", async () => {
    // Browser B: the administrator.
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    const admin = await login('admin', ADMIN_PASSWORD);
    const mine = await ok(api('POST', '/coal/carrier/add', admin, { name: MINE }));
    await ok(api('POST', '/coal/carrier/add', admin, { name: OTHER }));
    await ok(api('POST', '/coal/car/add', admin, { plateNo: '晋A10001', carrierId: mine.id }));
    const roles = await ok(api('GET', '/sys/role/list?roleCode=coal_dispatcher', admin));
    await ok(api('POST', '/sys/user/add', admin, { username: 'live_disp', realname: '调度员甲', password: USER_PASSWORD, userType: 'dispatcher', orgId: mine.id, selectedroles: roles.records[0].id }));

    // Browser A: the carrier's 调度员, with the car list open.
    const ctxA = await browser.newContext({ viewport: WIDE, locale: 'zh-CN' });
    const a = await ctxA.newPage();
    await signInWithNewPassword(a, 'live_disp', USER_PASSWORD, NEW_PASSWORD);
    await openListFromMenu(a, '基础数据', '车辆', /\/coal\/car/);
    await rowOf(a, '晋A10001').waitFor();
    expect(await totalShown(a)).toBe(1);
    await a.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));

    // B adds a car of the 调度员's carrier through the screen.
    await openListFromMenu(page, '基础数据', '车辆', /\/coal\/car/);
    await shown(page, 'button').filter({ hasText: /新\s*增/ }).click();
    const add = dialog(page, '新增车辆');
    await add.waitFor();
    await formItem(add, '车牌号').locator('input').fill('晋A20002');
    await formItem(add, '额定载重(kg)').locator('input').fill('32000');
    await formItem(add, '承运单位').getByRole('button', { name: '选择' }).click();
    const picker = dialog(page, '选择承运单位');
    await picker.getByText(MINE).click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => formItem(add, '承运单位').locator('input').inputValue()).toBe(MINE);
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await add.waitFor({ state: 'hidden' });

    // A's list shows it without a reload.
    await rowOf(a, '晋A20002').waitFor({ timeout: 5000 });
    await expect.poll(() => totalShown(a)).toBe(2);

    // A opens the car's detail; B edits the car; the detail and the list follow.
    await rowOf(a, '晋A20002').getByText('更多').click();
    await shown(a, '.ant-dropdown-menu-item').filter({ hasText: '详情' }).click();
    const detail = dialog(a, '车辆详情');
    await detail.waitFor();
    await expect.poll(() => formItem(detail, '额定载重(kg)').locator('input').inputValue()).toBe('32000');

    await rowOf(page, '晋A20002').getByText('编辑').click();
    const edit = dialog(page, '编辑车辆');
    await edit.waitFor();
    await expect.poll(() => formItem(edit, '额定载重(kg)').locator('input').inputValue()).toBe('32000');
    await formItem(edit, '额定载重(kg)').locator('input').fill('30000');
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await edit.waitFor({ state: 'hidden' });

    await expect.poll(() => formItem(detail, '额定载重(kg)').locator('input').inputValue(), { timeout: 5000 }).toBe('30000');
    await detail.locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();
    await expect.poll(async () => (await rowOf(a, '晋A20002').innerText()).includes('30000'), { timeout: 5000 }).toBe(true);

    // A car of another carrier never shows in A's list; a later one of A's carrier does, still without a reload.
    const other = (await ok(api('GET', '/coal/carrier/list?name=' + encodeURIComponent(OTHER), admin))).records[0];
    await ok(api('POST', '/coal/car/add', admin, { plateNo: '晋B30003', carrierId: other.id }));
    await ok(api('POST', '/coal/car/add', admin, { plateNo: '晋A40004', carrierId: mine.id }));
    await rowOf(a, '晋A40004').waitFor({ timeout: 5000 });
    expect(await rowOf(a, '晋B30003').count()).toBe(0);
    expect(await totalShown(a)).toBe(3);
    expect(await a.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
    await a.waitForTimeout(300);
    await shot(a, 'live-list-dispatcher-cars-wide');
    await ctxA.close();
  });
});
