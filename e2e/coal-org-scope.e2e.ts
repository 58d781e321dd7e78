import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, login, ok } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { browser, page, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { openListFromMenu } from './support/menu';

/**
 * Business users see their organisation's records only (coal-api.md "Business users and organisation scoping"),
 * walked in the browser on the demo company: a 调度员 of one carrier sees that carrier's cars and drivers and no
 * other's, whatever they type into the search; a 货主 of one customer sees that customer's 收货单位 only. Cars
 * belong to carriers, so the car list is walked as the carrier's 调度员; a 货主 acts for a customer or supplier.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';
const USER_PASSWORD = 'Passw0rd!x';
const NEW_PASSWORD = 'Yard@2026x';

setUpSession({ env: { DEMO_DATA: '1' } });

let admin: string;

async function roleId(code: string): Promise<string> {
  const page = await ok(api('GET', `/sys/role/list?roleCode=${code}`, admin));
  return page.records[0].id as string;
}


const totalShown = async (p: Page) => Number(/共\s*(\d+)\s*条/.exec(await p.locator('.ant-pagination-total-text').locator('visible=true').innerText())?.[1]);

describe('business users see their own organisation only', () => {
  it('a 调度员 of a carrier sees its cars and drivers, and no other carrier’s however the search is typed', async () => {
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    admin = await login('admin', ADMIN_PASSWORD);
    const carriers = (await ok(api('GET', '/coal/carrier/list?pageSize=20&column=name&order=asc', admin))).records as { id: string; name: string }[];
    const [mine, other] = carriers;
    const myCars = await ok(api('GET', `/coal/car/list?carrierId=${mine.id}&pageSize=100`, admin));
    const otherCars = await ok(api('GET', `/coal/car/list?carrierId=${other.id}&pageSize=1`, admin));
    expect(myCars.total).toBeGreaterThan(0);
    await ok(api('POST', '/sys/user/add', admin, { username: 'disp_e2e', realname: '调度员甲', password: USER_PASSWORD, userType: 'dispatcher', orgId: mine.id, selectedroles: await roleId('coal_dispatcher') }));

    const ctx = await browser.newContext({ viewport: WIDE, locale: 'zh-CN' });
    const p = await ctx.newPage();
    await signInWithNewPassword(p, 'disp_e2e', USER_PASSWORD, NEW_PASSWORD);
    // The menu offers what the role grants, and nothing of customers or suppliers.
    const menu = p.locator('.ant-layout-sider .ant-menu');
    await menu.getByText('基础数据').click();
    await menu.getByText('车辆', { exact: true }).waitFor();
    expect(await menu.getByText('供应商', { exact: true }).count()).toBe(0);
    expect(await menu.getByText('客户', { exact: true }).count()).toBe(0);

    await openListFromMenu(p, '基础数据', '车辆', /\/coal\/car/);
    await expect.poll(() => totalShown(p)).toBe(myCars.total);
    const carrierCells = await p.locator('.entity-list-table .ant-table-row').locator('visible=true').allInnerTexts();
    expect(carrierCells.every((row) => row.includes(mine.name))).toBe(true);
    await p.waitForTimeout(300);
    await shot(p, 'coal-org-dispatcher-cars-wide');

    // Another carrier's plate, typed into the search: nothing, not even a hint that it exists.
    const plate = otherCars.records[0].plateNo as string;
    await p.getByPlaceholder('请输入车牌号').locator('visible=true').fill(plate);
    await p.getByRole('button', { name: /^search 查\s*询$/ }).locator('visible=true').click();
    await p.locator('.ant-empty').locator('visible=true').waitFor();
    // The API refuses the same read by id, and an export holds only the carrier's cars.
    const token = await login('disp_e2e', NEW_PASSWORD);
    expect((await api('GET', `/coal/car/queryById?id=${otherCars.records[0].id}`, token)).message).toBe('未找到对应数据');
    const drivers = await ok(api('GET', '/coal/driver/list?pageSize=100', token));
    expect(drivers.records.every((d: { carrierId: string }) => d.carrierId === mine.id)).toBe(true);

    await p.setViewportSize(NARROW);
    await p.getByRole('button', { name: /重\s*置/ }).locator('visible=true').click();
    await p.locator('.entity-list-table .ant-table-row').locator('visible=true').first().waitFor();
    await p.waitForTimeout(500);
    await shot(p, 'coal-org-dispatcher-cars-narrow');
    await ctx.close();
  });

  it('a 货主 of a customer sees that customer’s 收货单位 only', async () => {
    const consumers = (await ok(api('GET', '/coal/consumer/list?pageSize=20', admin))).records as { id: string; name: string }[];
    const all = (await ok(api('GET', '/coal/consignee/list?pageSize=100', admin))).records as { consumerId: string; name: string }[];
    const mine = consumers.find((c) => all.filter((x) => x.consumerId === c.id).length >= 1)!;
    const ownNames = all.filter((x) => x.consumerId === mine.id).map((x) => x.name);
    const others = all.filter((x) => x.consumerId !== mine.id);
    expect(others.length).toBeGreaterThan(0);
    await ok(api('POST', '/sys/user/add', admin, { username: 'ship_e2e', realname: '货主甲', password: USER_PASSWORD, userType: 'shipper', orgKind: 'consumer', orgId: mine.id, selectedroles: await roleId('coal_shipper') }));

    const ctx = await browser.newContext({ viewport: WIDE, locale: 'zh-CN' });
    const p = await ctx.newPage();
    await signInWithNewPassword(p, 'ship_e2e', USER_PASSWORD, NEW_PASSWORD);
    await openListFromMenu(p, '基础数据', '收货单位', /\/coal\/consignee/);
    await expect.poll(() => totalShown(p)).toBe(ownNames.length);
    const rows = await p.locator('.entity-list-table .ant-table-row').locator('visible=true').allInnerTexts();
    expect(rows.every((r) => r.includes(mine.name))).toBe(true);
    for (const o of others.slice(0, 3)) expect(rows.some((r) => r.includes(o.name))).toBe(false);
    expect(await p.locator('.ant-layout-sider .ant-menu').getByText('车辆', { exact: true }).count()).toBe(0);
    await p.waitForTimeout(300);
    await shot(p, 'coal-org-shipper-consignees-wide');
    await ctx.close();
  });
});
