import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { monthOf, monthSpan, previousMonth } from '@meiyun/shared';
import { coalBill } from '../server/src/modules/coal/coalBill/table';
import { coalCarrier } from '../server/src/modules/coal/carrier/table';
import { coalConsumer } from '../server/src/modules/coal/consumer/table';
import { coalServiceFeeRule } from '../server/src/modules/coal/serviceFee/table';
import { coalSupplier } from '../server/src/modules/coal/supplier/table';
import { coalWeighing } from '../server/src/modules/coal/weighing/table';
import { api, login } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { openListFromMenu, listRows } from './support/menu';
import { browser, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';

/**
 * 财务管理 > 服务费规则 and 服务费账单 (docs/service-fees.md): last month's weighings of two carriers, a customer and
 * a mine, three rules; the month's bills generated from the screen, one opened with its lines and the weighings
 * behind them, one confirmed and one voided with its reason.
 */
const ADMIN_PASSWORD = 'Admin@2026x';
const LAST = previousMonth(monthOf(new Date()));

setUpSession({
  context: false,
  data: {
    adminPassword: ADMIN_PASSWORD,
    fill: async (ctx) => {
      const [x] = await ctx.db.insert(coalCarrier).values({ tenantId: 1, name: '太原顺达物流有限公司' }).returning();
      const [y] = await ctx.db.insert(coalCarrier).values({ tenantId: 1, name: '大同远通运输有限公司' }).returning();
      const [a] = await ctx.db.insert(coalConsumer).values({ tenantId: 1, name: '华能秦皇岛电厂' }).returning();
      const [s] = await ctx.db.insert(coalSupplier).values({ tenantId: 1, name: '神木大柳塔煤矿' }).returning();
      const start = monthSpan(LAST).from.getTime();
      const trips: [string, 'sales' | 'purchase', number, number][] = [
        [x.id, 'sales', 33980, 3],
        [x.id, 'sales', 34120, 9],
        [y.id, 'sales', 31460, 12],
        [y.id, 'purchase', 30015, 20],
        [x.id, 'purchase', 32840, 27],
      ];
      let n = 0;
      for (const [carrierId, direction, kg, day] of trips) {
        n += 1;
        const at = new Date(start + day * 86_400_000 + 9 * 3_600_000);
        const [w] = await ctx.db
          .insert(coalWeighing)
          .values({ tenantId: 1, weighNo: `BD${LAST.replace('-', '')}${String(day).padStart(2, '0')}0000${n}`, direction, pickupOrderId: `po${n}`, pickupOrderNo: `TM${n}`, planId: 'p', contractId: 'c', contractNo: 'HT2026001', carId: 'car', plateNo: `晋A8${String(n).padStart(4, '0')}`, carrierId, consumerId: direction === 'sales' ? a.id : null, supplierId: direction === 'purchase' ? s.id : null, yardId: 'y', materialId: 'm', tareKg: 15000, grossKg: 15000 + kg, netKg: kg, settleKg: kg, tareTime: at, grossTime: at, status: 'completed' })
          .returning();
        if (direction === 'sales') await ctx.db.insert(coalBill).values({ tenantId: 1, billNo: `MP${n}`, weighingId: w.id, weighNo: w.weighNo, pickupOrderId: `po${n}`, contractId: 'c', contractNo: 'HT2026001', shipper: '默认租户', plateNo: w.plateNo, materialId: 'm', grossKg: 15000 + kg, tareKg: 15000, netKg: kg, issuedAt: at, validUntil: at, qrCode: 'x', status: 'verified', carrierId, consumerId: a.id });
      }
      await ctx.db.insert(coalServiceFeeRule).values([
        { tenantId: 1, name: '平台服务费（承运）', payerKind: 'carrier', payerOrg: 'carrier', basis: 'perTonne', rate: '0.5', validFrom: '2026-01-01', enabled: true, createBy: 'admin' },
        { tenantId: 1, name: '电子煤票服务费', payerKind: 'shipper', payerOrg: 'consumer', basis: 'perBill', rate: '2', enabled: true, createBy: 'admin' },
        { tenantId: 1, name: '远通车次费', payerKind: 'carrier', payerOrg: 'carrier', payerId: y.id, payerName: y.name, carrierId: y.id, basis: 'perTrip', rate: '10', enabled: true, remark: '入场调度服务按车次计费', createBy: 'admin' },
      ]);
    },
  },
});

let page: Page;

describe('服务费', () => {
  it('lists the rules and opens a shipper rule’s form with its payer picker', async () => {
    page = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
    await signInToDashboard(page, 'admin', ADMIN_PASSWORD);
    await openListFromMenu(page, '财务管理', '服务费规则', /\/coal\/serviceFeeRule/);
    await expect.poll(() => listRows(page).count()).toBe(3);
    await page.waitForTimeout(300);
    await shot(page, 'service-fee-rules-wide');
    await page.getByRole('button', { name: /新\s*增/ }).first().click();
    const dialog = page.locator('.ant-modal', { hasText: '新增服务费规则' }).locator('visible=true');
    await dialog.waitFor();
    await dialog.getByText('货主', { exact: true }).click();
    await dialog.getByText('单位类型', { exact: true }).waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'service-fee-rule-form-wide');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(400);
    await shot(page, 'service-fee-rules-narrow');
    await page.setViewportSize(WIDE);
  });

  it('generates last month’s bills, opens one with its lines and weighings, confirms one and voids one', async () => {
    await openListFromMenu(page, '财务管理', '服务费账单', /\/coal\/serviceFeeBill/);
    await page.getByTestId('fee-generate').click();
    const dialog = page.locator('.ant-modal', { hasText: '生成服务费账单' }).locator('visible=true');
    await dialog.getByRole('button', { name: /生\s*成/ }).click();
    await expect.poll(() => listRows(page).count()).toBe(3);
    await page.waitForTimeout(300);
    await shot(page, 'service-fee-bills-wide');
    const token = await login('admin', ADMIN_PASSWORD);
    const bills = (await api('GET', `/coal/serviceFeeBill/list?month=${LAST}`, token)).result.records as any[];
    const y = bills.find((b) => b.payerName === '大同远通运输有限公司');
    // 0.5 × (31.460 + 30.015) = 30.7375 → 30.74, + 10 × 2 trips = 50.74.
    expect(y.totalAmount).toBe('50.74');
    await listRows(page).filter({ hasText: y.billNo }).getByText(y.billNo).click();
    const detail = page.getByTestId('fee-bill-detail');
    await detail.waitFor();
    await detail.locator('.ant-table-row-expand-icon').first().click();
    await page.waitForTimeout(400);
    await shot(page, 'service-fee-bill-detail-wide');
    await detail.getByTestId('fee-bill-confirm').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*认/ }).click();
    await expect.poll(async () => (await api('GET', `/coal/serviceFeeBill/queryById?id=${y.id}`, token)).result.status).toBe('confirmed');
    await page.locator('.ant-drawer-close').locator('visible=true').click();

    const x = bills.find((b) => b.payerName === '太原顺达物流有限公司');
    await listRows(page).filter({ hasText: x.billNo }).getByText('更多').click().catch(() => undefined);
    await page.getByRole('menuitem', { name: '作废' }).click();
    const reason = page.locator('.ant-modal', { hasText: `作废账单：${x.billNo}` }).locator('visible=true');
    await reason.locator('textarea, input').first().fill('运量待与承运单位核对');
    await reason.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(async () => (await api('GET', `/coal/serviceFeeBill/queryById?id=${x.id}`, token)).result.status).toBe('void');
    await page.waitForTimeout(400);
    await shot(page, 'service-fee-bills-after-wide');
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(400);
    await shot(page, 'service-fee-bills-narrow');
    await listRows(page).filter({ hasText: y.billNo }).getByText(y.billNo).click();
    await page.getByTestId('fee-bill-detail').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'service-fee-bill-detail-narrow');
  });
});
