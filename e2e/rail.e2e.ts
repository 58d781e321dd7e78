import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, login } from './support/api';
import { NARROW, shot } from './support/browser';
import { openListFromMenu, listRows } from './support/menu';
import { browser, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';

/**
 * 调度管理 > 铁路发运 on the demo company (docs/freight.md "铁路发运"): a request from a demo platform through 批车,
 * 装车 (the freight previewed as the weights are typed, and stored the same), 发车 and 到站 (the loss previewed and
 * stored), then the detail with its wagons, freight trace and timeline, at 1366 and 390 wide.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';
const WIDE = { width: 1366, height: 800 };

setUpSession({ env: { DEMO_DATA: '1' } });

let page: Page;
const visible = (p: Page, css: string) => p.locator(css).locator('visible=true');
const dialog = (p: Page, title: string) => p.locator('.ant-modal', { hasText: title }).locator('visible=true');

async function choose(d: Locator, testId: string, option: string) {
  await d.getByTestId(testId).click();
  await visible(page, '.ant-select-dropdown').getByText(option, { exact: true }).click();
}

/** An antd InputNumber's own input, whether its test id sits on the input or on its wrapper. */
async function numberInput(loc: Locator): Promise<Locator> {
  await loc.first().waitFor();
  return (await loc.first().evaluate((e) => e.tagName)) === 'INPUT' ? loc.first() : loc.locator('input').first();
}

async function saveStep(d: Locator) {
  await d.getByTestId('rail-step-save').click();
  await d.waitFor({ state: 'hidden' });
}

describe('铁路发运', () => {
  it('requests wagons, and walks the shipment through 批车, 装车, 发车 and 到站 with the freight and loss shown', async () => {
    page = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    await openListFromMenu(page, '调度管理', '铁路发运', /\/coal\/railShipment/);
    await expect.poll(() => listRows(page).count()).toBe(3);
    await page.waitForTimeout(300);
    await shot(page, 'rail-list-1366');

    // 请车
    await page.getByRole('button', { name: /新\s*增/ }).first().click();
    const req = dialog(page, '请车');
    await req.waitFor();
    await choose(req, 'rail-platform', '柳林南装车站台');
    await req.getByTestId('rail-to-station').fill('秦皇岛东');
    await (await numberInput(req.getByTestId('rail-requested'))).fill('2');
    await choose(req, 'rail-rate', '整车煤炭运价（演示）');
    await (await numberInput(req.getByTestId('rail-tariff-km'))).fill('986');
    await (await numberInput(req.getByTestId('rail-electrified-km'))).fill('986');
    await req.getByTestId('rail-allowance').fill('1.5');
    await shot(page, 'rail-request-1366');
    await req.getByTestId('rail-request-save').click();
    await req.waitFor({ state: 'hidden' });
    const token = await login('admin', ADMIN_PASSWORD);
    const mine = (await api('GET', '/coal/railShipment/list?status=requested&toStation=秦皇岛东', token)).result.records[0];
    expect(mine).toMatchObject({ requestedWagons: 2, tariffKm: 986 });
    const row = () => listRows(page).filter({ hasText: mine.shipmentNo });
    await expect.poll(() => row().count()).toBe(1);

    // 批车
    await row().getByText('批车', { exact: true }).click();
    const approve = dialog(page, `批车：${mine.shipmentNo}`);
    await approve.getByTestId('rail-approved-wagons').waitFor();
    await saveStep(approve);
    await expect.poll(async () => row().innerText()).toContain('已批车');

    // 装车: two wagons, the first below its marked load (charged at 70 t), the second at 71 t.
    await row().getByText('装车', { exact: true }).click();
    const load = dialog(page, `装车：${mine.shipmentNo}`);
    await load.getByTestId('rail-wagon-table').waitFor();
    await load.getByTestId('rail-wagon-no-0').fill('1652301');
    await (await numberInput(load.getByTestId('rail-wagon-ticket-0'))).fill('69820');
    await load.getByTestId('rail-wagon-no-1').fill('1652302');
    await (await numberInput(load.getByTestId('rail-wagon-ticket-1'))).fill('70620');
    await (await numberInput(load.getByTestId('rail-wagon-ticket-1'))).blur();
    // 986 km at 157.298 元/t + 9 元 a wagon: 70 t → 11019.86; 71 t → 1157.30 + 6860.59 + 840.07 + 2310.20 + 9.00 = 11177.16.
    await expect.poll(async () => load.getByTestId('rail-freight-preview').innerText()).toContain('运费合计 22197.02 元');
    await page.waitForTimeout(200);
    await shot(page, 'rail-load-1366');
    await saveStep(load);
    await expect.poll(async () => (await api('GET', `/coal/railShipment/queryById?id=${mine.id}`, token)).result.freightAmount).toBe('22197.02');
    await expect.poll(() => row().innerText()).toContain('22197.02');

    // 发车
    await row().getByText('发车', { exact: true }).click();
    const depart = dialog(page, `发车：${mine.shipmentNo}`);
    await depart.getByTestId('rail-train-no').fill('85099');
    await saveStep(depart);
    await expect.poll(async () => row().innerText()).toContain('在途');

    // 到站: 70 + 80 kg short of 140 440 kg = 1.068…‰ → 1.07‰, inside 1.5‰.
    await row().getByText('到站', { exact: true }).click();
    const arrive = dialog(page, `到站：${mine.shipmentNo}`);
    await arrive.getByTestId('rail-arrival-table').waitFor();
    await (await numberInput(arrive.getByTestId('rail-arrival-0'))).fill('69750');
    await (await numberInput(arrive.getByTestId('rail-arrival-1'))).fill('70540');
    await (await numberInput(arrive.getByTestId('rail-arrival-1'))).blur();
    await expect.poll(async () => arrive.getByTestId('rail-loss-preview').innerText()).toContain('运损 0.150 吨（1.07‰，在允许 1.5‰ 内）');
    await page.waitForTimeout(200);
    await shot(page, 'rail-arrive-1366');
    await saveStep(arrive);
    await expect.poll(async () => row().innerText()).toContain('1.07‰');
    expect((await api('GET', `/coal/railShipment/queryById?id=${mine.id}`, token)).result).toMatchObject({ status: 'arrived', lossKg: 150, lossPermille: '1.07' });

    // The detail: wagons, the freight per component, the loss and the timeline.
    await row().getByTestId('rail-shipment-link').click();
    const detail = page.getByTestId('rail-detail').locator('visible=true');
    await detail.waitFor();
    expect(await detail.getByTestId('rail-detail-freight').innerText()).toBe('22197.02 元');
    expect(await detail.getByTestId('rail-detail-loss').innerText()).toContain('0.150 吨（1.07‰');
    expect(await detail.getByTestId('rail-detail-trace').innerText()).toContain('电气化附加费');
    expect(await detail.getByTestId('rail-timeline').innerText()).toContain('到站');
    await page.waitForTimeout(300);
    await shot(page, 'rail-detail-1366');
    // The phone layout (the shell lays the page out again): the list, then the same detail full screen.
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await shot(page, 'rail-list-390');
    await row().getByTestId('rail-shipment-link').click();
    await page.getByTestId('rail-detail').locator('visible=true').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'rail-detail-390');
    await page.getByTestId('rail-detail-trace').locator('visible=true').scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await shot(page, 'rail-detail-trace-390');
  });

  it('lists the rates and opens one with its surcharge rows (the list again at 390)', async () => {
    await page.setViewportSize(WIDE);
    await openListFromMenu(page, '调度管理', '铁路运价', /\/coal\/railRate/);
    await expect.poll(() => listRows(page).count()).toBe(1);
    expect(await listRows(page).first().innerText()).toContain('取送车费 9元/车');
    await page.waitForTimeout(300);
    await shot(page, 'rail-rates-1366');
    await listRows(page).first().getByText('编辑').click();
    const form = dialog(page, '编辑铁路运价');
    await form.getByTestId('rail-surcharge-table').waitFor();
    await expect.poll(async () => form.getByTestId('rail-rate-baseRate').inputValue()).toBe('16.3');
    await page.waitForTimeout(300);
    await shot(page, 'rail-rate-form-1366');
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await shot(page, 'rail-rates-390');
  });
});
