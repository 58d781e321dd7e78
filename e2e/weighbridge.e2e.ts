import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { businessToday } from '@meiyun/shared';
import { coalCar } from '../server/src/modules/coal/car/table';
import { coalCarrier } from '../server/src/modules/coal/carrier/table';
import { coalConsignee } from '../server/src/modules/coal/consignee/table';
import { coalConsumer } from '../server/src/modules/coal/consumer/table';
import { coalContract } from '../server/src/modules/coal/contract/table';
import { coalDriver } from '../server/src/modules/coal/driver/table';
import { coalFreightYard } from '../server/src/modules/coal/freightYard/table';
import { coalMaterial } from '../server/src/modules/coal/material/table';
import { coalScale } from '../server/src/modules/coal/scale/table';
import { api, login, ok } from './support/api';
import { shot, WIDE } from './support/browser';
import { openListFromMenu } from './support/menu';
import { startScaleLink, stopScalePrograms } from './support/scaleLink';
import { browser, server, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';
import { stationLight, waitStable as waitStableOn } from './support/station';

/**
 * Issue 12's scale link, end to end on one machine: the administrator makes scale S1's agent token on the scale
 * list, the scale simulator plays a truck driving on and off, the agent streams its readings to the server with that
 * token, and the station screen shows the live weight and its light; a truck that has checked in, been called and
 * entered is weighed tare then gross with F2.
 */
const ADMIN_PASSWORD = 'Admin@2026x';
const PLATE = '晋A5W518';
const TARE = 15840;
const GROSS = 48960;
const ids: Record<string, string> = {};

setUpSession({
  context: false,
  data: {
    adminPassword: ADMIN_PASSWORD,
    fill: async (ctx) => {
      const by = { tenantId: 1, createBy: 'admin' };
      const [consumer] = await ctx.db.insert(coalConsumer).values({ ...by, name: '华能秦皇岛电厂' }).returning();
      const [material] = await ctx.db.insert(coalMaterial).values({ ...by, code: 'DL5000', name: '动力煤5000', category: 'thermal' }).returning();
      const [consignee] = await ctx.db.insert(coalConsignee).values({ ...by, name: '秦皇岛电厂一号卸煤场', consumerId: consumer.id }).returning();
      const [yard] = await ctx.db.insert(coalFreightYard).values({ ...by, code: 'Y1', name: '一号货场' }).returning();
      await ctx.db.insert(coalScale).values({ ...by, code: 'S1', name: '一号地磅', yardId: yard.id, divisionKg: 20 });
      const [carrier] = await ctx.db.insert(coalCarrier).values({ ...by, name: '太原顺达物流有限公司' }).returning();
      const [driver] = await ctx.db.insert(coalDriver).values({ ...by, name: '王建国', phone: '13912345678', carrierId: carrier.id }).returning();
      const [car] = await ctx.db.insert(coalCar).values({ ...by, plateNo: PLATE, carrierId: carrier.id, driverId: driver.id, refTareKg: TARE, maxGrossKg: 49000 }).returning();
      const [contract] = await ctx.db
        .insert(coalContract)
        .values({ ...by, contractNo: 'HT202611260012', direction: 'sales', mode: 'other', counterpartyId: consumer.id, counterpartyName: consumer.name, consumerId: consumer.id, materialId: material.id, quantityT: '10000', unitPrice: '800', taxRate: '0.13', signDate: '2026-01-01', startDate: '2026-01-01', endDate: '2099-12-31', status: 'executing' })
        .returning();
      Object.assign(ids, { yard: yard.id, carrier: carrier.id, consignee: consignee.id, car: car.id, contract: contract.id });
    },
  },
});

afterAll(stopScalePrograms);

let page: Page;
let token = '';
let agentOutput: () => string = () => '';
const light = () => stationLight(page);
const waitStable = (kg: number) => waitStableOn(page, kg);

describe('磅房作业：地磅接入、实时重量、称皮称毛', () => {
  it('makes the scale\'s agent token on the scale list, shown once with the command line', async () => {
    page = await (await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' })).newPage();
    await signInToDashboard(page, 'admin', ADMIN_PASSWORD);
    await openListFromMenu(page, '基础数据', '地磅', /\/coal\/scale/);
    const row = page.locator('.entity-list-table .ant-table-row', { hasText: '一号地磅' }).locator('visible=true');
    const direct = row.getByText('接入令牌');
    await row.waitFor(); // the row first, so that asking for its own button is not asked of an empty table
    if (await direct.count()) await direct.click();
    else {
      await row.getByText('更多').click();
      await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: '接入令牌' }).click();
    }
    const dialog = page.getByRole('dialog', { name: /接入令牌/ });
    await dialog.getByRole('button', { name: '生成令牌' }).click();
    token = (await dialog.getByTestId('scale-token').locator('code').innerText()).trim();
    expect(token).toMatch(/^msk_/);
    expect(await dialog.getByTestId('scale-agent-command').innerText()).toContain("--scale 'S1'");
    await shot(page, 'weighbridge-token-dialog');
    await dialog.getByRole('button', { name: /关\s*闭/ }).last().click();
  });

  it('streams the simulator\'s weight through the agent to the station screen, the light following it', async () => {
    const { agent } = await startScaleLink(server.url, 'S1', token);
    agentOutput = agent.output;

    await openListFromMenu(page, '过磅管理', '磅房作业', /\/coal\/weighbridge\/station/).catch(() => undefined);
    await page.waitForURL(/\/coal\/weighbridge\/station/);
    await page.getByTestId('station-scale').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '一号地磅' }).click();
    // Live: the display moves as the simulator's trucks come and go, and holds green at the tare's weight.
    await expect.poll(light, { timeout: 15_000 }).not.toBe('none');
    await waitStable(TARE);
    await shot(page, 'weighbridge-station-1366');
  }, 90_000);

  it('weighs the truck that entered: tare, then gross with its coal bill, on F2', async () => {
    const admin = await login('admin', ADMIN_PASSWORD);
    const plan = await ok(api('POST', '/coal/dispatchPlan/add', admin, { contractId: ids.contract, loadDate: businessToday(), carrierId: ids.carrier, consigneeId: ids.consignee, yardId: ids.yard, plannedTrucks: 2, plannedT: '80' }));
    await ok(api('PUT', '/coal/dispatchPlan/approve', admin, { id: plan.id, remark: '同意' }));
    const order = await ok(api('POST', '/coal/pickupOrder/issue', admin, { planId: plan.id, carId: ids.car }));
    const ticket = await ok(api('POST', '/coal/queue/checkIn', admin, { pickupOrderId: order.id }));
    await ok(api('PUT', '/coal/queue/call', admin, { yardId: ids.yard }));
    await ok(api('PUT', '/coal/queue/enter', admin, { id: ticket.id }));

    const truck = page.getByTestId('station-truck').filter({ hasText: PLATE });
    await expect.poll(() => truck.count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('station-truck-facts').innerText()).toContain('15 840 kg'.replace(' ', '\u2009'));
    // Not stable: F2 takes nothing.
    await expect.poll(light, { timeout: 45_000, interval: 100 }).toBe('unstable');
    await page.keyboard.press('F2');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('station-last').count()).toBe(0);
    await waitStable(TARE);
    await page.keyboard.press('F2');
    await expect.poll(() => page.getByTestId('station-last').innerText(), { timeout: 10_000 }).toContain(`${PLATE} 称皮`);
    await expect.poll(() => truck.innerText(), { timeout: 10_000 }).toContain('称毛');
    // The phone-width station, with the truck waiting for its gross.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(800);
    await shot(page, 'weighbridge-station-narrow');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForTimeout(800);
    await shot(page, 'weighbridge-station-1366-truck');

    await waitStable(GROSS);
    await page.keyboard.press('F2');
    await expect.poll(() => page.getByTestId('station-last').innerText(), { timeout: 10_000 }).toContain('净重 33\u2009120 kg');
    await expect.poll(() => truck.count(), { timeout: 10_000 }).toBe(0);
    const day = page.getByTestId('station-day');
    await expect.poll(() => day.innerText(), { timeout: 10_000 }).toContain('33120');
    // 扣重 from the day's list: F4 opens it for the newest completed weighing.
    await page.keyboard.press('F4');
    const deduct = page.getByRole('dialog', { name: /扣重/ });
    await deduct.getByLabel('扣重(kg)').fill('120');
    await deduct.getByRole('button', { name: '确定扣重' }).click();
    await deduct.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => day.innerText(), { timeout: 10_000 }).toContain('33000');
    const list = await ok(api('GET', `/coal/weighing/list?plateNo=${encodeURIComponent(PLATE)}`, admin));
    expect(list.records[0]).toMatchObject({ tareKg: TARE, grossKg: GROSS, netKg: GROSS - TARE, deductKg: 120, settleKg: GROSS - TARE - 120, manual: false, status: 'completed' });
    await page.setViewportSize(WIDE);
    await page.waitForTimeout(500);
    await shot(page, 'weighbridge-station-wide');
  }, 150_000);

  it('shows the scale offline once its agent stops', async () => {
    stopScalePrograms();
    await expect.poll(light, { timeout: 10_000 }).toBe('none');
    await expect.poll(() => page.getByTestId('station-stability').innerText(), { timeout: 10_000 }).toBe('地磅无信号');
    const admin = await login('admin', ADMIN_PASSWORD);
    const scales = await ok(api('GET', '/coal/scale/stations', admin));
    expect(await ok(api('GET', `/coal/scale/reading?scaleId=${scales[0].id}`, admin))).toMatchObject({ online: false, stable: false, weightKg: expect.any(Number) });
    expect(agentOutput()).not.toContain('refused');
  });
});
