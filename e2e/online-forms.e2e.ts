import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { api, login, ok } from './support/api';
import { shot, shotWideAndNarrow } from './support/browser';
import { page, server, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';

/**
 * 在线表单 in Chromium (docs/online-forms.md): the administrator makes a form over 车辆 and opens its list; the
 * example forms of the other list styles show their 附表 for the row chosen (ERP), in a drawer (Tab), inside the
 * rows (内嵌子表) and as a tree; 复制表单 makes a numbered copy that 查看副本 lists.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';
setUpSession();

const rows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const modalOf = (title: string) => page.locator('.ant-modal-wrap:visible').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const itemOf = (modal: Locator, label: string) => modal.locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) });
const pick = async (option: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();

describe('在线表单', () => {
  let admin: string;
  const ids: Record<string, string> = {};

  it('makes a form over 车辆 with its own labels and columns, and opens its list', async () => {
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    admin = await login('admin', ADMIN_PASSWORD);
    // Two carriers, the first with two trucks and a driver; a port with two berths; a customer with a consignee.
    for (const name of ['晋运物流', '蒙通运输']) ids[name] = (await ok(api('POST', '/coal/carrier/add', admin, { name }))).id;
    for (const [plateNo, carrier] of [
      ['晋A12345', '晋运物流'],
      ['晋A23456', '晋运物流'],
      ['蒙K34567', '蒙通运输'],
    ])
      await ok(api('POST', '/coal/car/add', admin, { plateNo, carrierId: ids[carrier] }));
    await ok(api('POST', '/coal/driver/add', admin, { name: '王师傅', carrierId: ids['晋运物流'] }));
    ids.port = (await ok(api('POST', '/coal/port/add', admin, { code: 'HHG', name: '黄骅港' }))).id;
    for (const name of ['1号泊位', '2号泊位']) await ok(api('POST', '/coal/berth/add', admin, { portId: ids.port, name }));
    ids.consumer = (await ok(api('POST', '/coal/consumer/add', admin, { name: '河津电厂' }))).id;
    await ok(api('POST', '/coal/consignee/add', admin, { consumerId: ids.consumer, name: '河津电厂二期' }));

    await page.goto(`${server.url}/system/cgform`);
    const list = page.getByTestId('cgform-page');
    await expect.poll(() => rows(list).count()).toBeGreaterThanOrEqual(9);
    expect(await list.locator('.ant-table-tbody').textContent()).toContain('承运单位（ERP列表）');
    await shotWideAndNarrow(page, 'online-forms');

    await list.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = modalOf('新增在线表单');
    await dialog.waitFor();
    const item = (label: string) => itemOf(dialog, label);
    await item('表单名称').locator('input').fill('车辆台账');
    await item('表单编码').locator('input').fill('car_ledger');
    await item('数据表').locator('.ant-select').click();
    await page.keyboard.type('coalCar');
    await pick('车辆（coalCar）');
    // The table's fields arrive with its own choice; the form renames 车牌号 and leaves 轴数 out of the list.
    const config = dialog.locator('.online-field-config');
    await config.getByRole('checkbox', { name: '轴数列表' }).waitFor();
    expect(await config.getByRole('checkbox', { name: '轴数列表' }).isChecked()).toBe(true);
    await config.getByRole('checkbox', { name: '轴数列表' }).uncheck();
    await config.locator('tr', { hasText: '车牌号' }).getByRole('textbox').fill('车牌');
    await page.waitForTimeout(400);
    await shot(page, 'online-form-dialog-wide');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('添加成功').first().waitFor();

    await rows(list).filter({ hasText: 'car_ledger' }).getByText('功能测试').click();
    await page.waitForURL(/\/online\/cgformList\/car_ledger$/);
    const ledger = page.locator('.entity-list:visible').first();
    await expect.poll(() => rows(ledger).count()).toBe(3);
    const headers = await ledger.locator('.ant-table-thead').textContent();
    expect(headers).toContain('车牌');
    expect(headers).not.toContain('车牌号');
    expect(headers).not.toContain('轴数');
    expect(await page.locator('.ant-tabs-tab-active').first().textContent()).toContain('车辆台账');
  });

  it('ERP列表: the 附表 below follow the master row clicked', async () => {
    await page.goto(`${server.url}/online/cgformList/demo_carrier_erp`);
    const master = page.locator('.entity-list:visible').first();
    await expect.poll(() => rows(master).count()).toBe(2);
    await rows(master).filter({ hasText: '晋运物流' }).click();
    const subs = page.locator('.online-form-erp-subs');
    await expect.poll(() => rows(subs.locator('[role=tabpanel]:visible')).count()).toBe(2);
    expect(await subs.locator('[role=tabpanel]:visible .ant-table-tbody').textContent()).toContain('晋A12345');
    await subs.getByRole('tab', { name: '承运司机' }).click();
    await expect.poll(async () => subs.locator('[role=tabpanel]:visible .ant-table-tbody').textContent()).toContain('王师傅');
    await subs.getByRole('tab', { name: '承运车辆' }).click();
    await rows(master).filter({ hasText: '蒙通运输' }).click();
    await expect.poll(async () => subs.locator('[role=tabpanel]:visible .ant-table-tbody').textContent()).toContain('蒙K34567');
    expect(await rows(subs.locator('[role=tabpanel]:visible')).count()).toBe(1);
    await shotWideAndNarrow(page, 'online-erp');
  });

  it('Tab列表: 附表 opens the row and its berths in tabs, and a berth added there belongs to the port', async () => {
    await page.goto(`${server.url}/online/cgformList/demo_port_tab`);
    const master = page.locator('.entity-list:visible').first();
    await expect.poll(() => rows(master).count()).toBe(1);
    await rows(master).first().getByText('附表', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open .ant-drawer-body');
    await drawer.getByRole('tab', { name: '主表信息' }).waitFor();
    expect(await drawer.textContent()).toContain('黄骅港');
    await drawer.getByRole('tab', { name: '泊位' }).click();
    await expect.poll(() => rows(drawer.locator('[role=tabpanel]:visible')).count()).toBe(2);
    await page.waitForTimeout(400);
    await shot(page, 'online-tab-wide');
    await drawer.locator('[role=tabpanel]:visible').getByRole('button', { name: /新\s*增/ }).click();
    const add = modalOf('新增泊位');
    await itemOf(add, '泊位名称').locator('input').fill('3号泊位');
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => rows(drawer.locator('[role=tabpanel]:visible')).count()).toBe(3);
    const berths = (await ok(api('GET', `/coal/berth/list?portId=${ids.port}`, admin))).records.map((b: { name: string }) => b.name);
    expect(berths.sort()).toEqual(['1号泊位', '2号泊位', '3号泊位']);
  });

  it('内嵌子表列表 and 树列表: a row opens onto its 附表, a category onto its children', async () => {
    await page.goto(`${server.url}/online/cgformList/demo_consumer_inner`);
    const master = page.locator('.entity-list:visible').first();
    await expect.poll(() => rows(master).count()).toBe(1);
    await master.locator('.ant-table-row-expand-icon').first().click();
    await page.locator('.online-form-inner').getByText('河津电厂二期').waitFor();
    await shotWideAndNarrow(page, 'online-inner');

    await page.goto(`${server.url}/online/cgformList/demo_category`);
    const tree = page.locator('.entity-list:visible').first();
    await rows(tree).filter({ hasText: '煤种' }).first().waitFor();
    const before = await rows(tree).count();
    await rows(tree).filter({ hasText: '煤种' }).first().locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => rows(tree).count()).toBeGreaterThan(before);
    await shotWideAndNarrow(page, 'online-tree');
  });

  it('复制表单 makes a numbered copy, and 查看副本 lists it', async () => {
    await page.goto(`${server.url}/system/cgform`);
    const list = page.getByTestId('cgform-page');
    // Eleven forms by now: the original's code in the query keeps it on the first page.
    await list.getByPlaceholder('请输入表单编码').fill('demo_car');
    await list.getByRole('button', { name: /^search 查\s*询$/ }).click();
    await expect.poll(() => rows(list).count()).toBeLessThan(6);
    const row = rows(list).filter({ has: page.getByRole('cell', { name: 'demo_car', exact: true }) });
    await row.getByText('更多').click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: '复制表单' }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('副本编码：demo_car_v1').waitFor();
    await row.getByText('更多').click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: '查看副本' }).click();
    const drawer = page.locator('.ant-drawer-open .ant-drawer-body');
    await expect.poll(() => rows(drawer).count()).toBe(1);
    expect(await drawer.locator('.ant-table-tbody').textContent()).toContain('demo_car_v1');
  });
});
