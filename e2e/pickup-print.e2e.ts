import { describe, expect, it } from 'vitest';
import { businessToday } from '@meiyun/shared';
import { coalCar } from '../server/src/modules/coal/car/table';
import { coalCarrier } from '../server/src/modules/coal/carrier/table';
import { coalConsignee } from '../server/src/modules/coal/consignee/table';
import { coalConsumer } from '../server/src/modules/coal/consumer/table';
import { coalContract } from '../server/src/modules/coal/contract/table';
import { coalDriver } from '../server/src/modules/coal/driver/table';
import { coalFreightYard } from '../server/src/modules/coal/freightYard/table';
import { coalMaterial } from '../server/src/modules/coal/material/table';
import { readPdf } from '../server/test/support/pdf';
import { api, login } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { openListFromMenu } from './support/menu';
import { page, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';

/**
 * Issue 12's printed pickup-order slip, on screen: 打印 on a row of the pickup-order list opens the slip (a PDF
 * fetched with the session) in a new tab.
 */
const ADMIN_PASSWORD = 'Admin@2026x';
const PLATE = '晋A9P271';
const ids = { contract: '', carrier: '', consignee: '', yard: '', car: '' };

setUpSession({
  data: {
    adminPassword: ADMIN_PASSWORD,
    fill: async (ctx) => {
      const by = { tenantId: 1, createBy: 'admin' };
      const [consumer] = await ctx.db.insert(coalConsumer).values({ ...by, name: '华能秦皇岛电厂' }).returning();
      const [material] = await ctx.db.insert(coalMaterial).values({ ...by, code: 'DL5000', name: '动力煤5000', category: 'thermal' }).returning();
      const [consignee] = await ctx.db.insert(coalConsignee).values({ ...by, name: '秦皇岛电厂一号卸煤场', consumerId: consumer.id }).returning();
      const [yard] = await ctx.db.insert(coalFreightYard).values({ ...by, code: 'Y1', name: '一号货场' }).returning();
      const [carrier] = await ctx.db.insert(coalCarrier).values({ ...by, name: '太原顺达物流有限公司' }).returning();
      const [driver] = await ctx.db.insert(coalDriver).values({ ...by, name: '王建国', phone: '13912345678', carrierId: carrier.id }).returning();
      const [car] = await ctx.db.insert(coalCar).values({ ...by, plateNo: PLATE, carrierId: carrier.id, driverId: driver.id }).returning();
      const [contract] = await ctx.db
        .insert(coalContract)
        .values({
          ...by,
          contractNo: 'HT202611260002',
          direction: 'sales',
          mode: 'other',
          counterpartyId: consumer.id,
          counterpartyName: consumer.name,
          consumerId: consumer.id,
          materialId: material.id,
          quantityT: '10000',
          unitPrice: '800',
          taxRate: '0.13',
          signDate: '2026-01-01',
          startDate: '2026-01-01',
          endDate: '2099-12-31',
          status: 'executing',
        })
        .returning();
      Object.assign(ids, { contract: contract.id, carrier: carrier.id, consignee: consignee.id, yard: yard.id, car: car.id });
    },
  },
});

describe('提煤单：打印', () => {
  it('opens the slip of a row in a new tab, as a PDF with the order on it', async () => {
    const token = await login('admin', ADMIN_PASSWORD);
    const plan = await api('POST', '/coal/dispatchPlan/add', token, { contractId: ids.contract, loadDate: businessToday(), carrierId: ids.carrier, consigneeId: ids.consignee, yardId: ids.yard, plannedTrucks: 2, plannedT: '70' });
    expect(plan.success, plan.message).toBe(true);
    expect((await api('PUT', '/coal/dispatchPlan/approve', token, { id: plan.result.id })).success).toBe(true);
    const order = await api('POST', '/coal/pickupOrder/issue', token, { planId: plan.result.id, carId: ids.car });
    expect(order.success, order.message).toBe(true);

    await signInToDashboard(page, 'admin', ADMIN_PASSWORD);
    await openListFromMenu(page, '调度管理', '提煤单', /\/coal\/pickupOrder/);
    const row = page.locator('.entity-list-table .ant-table-row', { hasText: PLATE }).locator('visible=true');
    await row.waitFor();
    const [tab] = await Promise.all([page.waitForEvent('popup'), row.getByText('打印', { exact: true }).click()]);
    await expect.poll(() => tab.url(), { timeout: 15000 }).toMatch(/^blob:/);
    // The tab shows an object URL of this origin: its bytes are read back from the list's page.
    const bytes = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), tab.url());
    const pdf = Buffer.from(bytes);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [slip] = await readPdf(pdf);
    expect(slip.text).toContain(order.result.orderNo);
    expect(slip.text).toContain(`车牌号${PLATE}`);
    expect(slip.text).toContain('收货单位秦皇岛电厂一号卸煤场');
    await tab.close();
    await page.waitForTimeout(300);
    await shot(page, 'pickup-print-list-wide');
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(600);
    await shot(page, 'pickup-print-list-narrow');
    await page.setViewportSize(WIDE);
  });
});
