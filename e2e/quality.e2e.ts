import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, login, ok } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { openListFromMenu, listRows } from './support/menu';
import { browser, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';

/**
 * 质量管理 > 煤质化验 on the demo company (docs/quality.md): the approved results of the morning's weighings, a new
 * sample over the truck that finishes weighing, its values typed with the derived ones and the warnings computed
 * as they are typed, then reviewed.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';

setUpSession({ env: { DEMO_DATA: '1' } });

let page: Page;
let admin: string;

describe('煤质化验', () => {
  it('lists the results, enters a new sample’s values with live derived values, reviews it', async () => {
    page = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    admin = await login('admin', ADMIN_PASSWORD);
    // The first page (newest first) of the demo's eight weeks of results.
    const firstPage = await ok(api('GET', '/coal/qualityTest/list?pageSize=10', admin));
    const approved = firstPage.records as Record<string, any>[];
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((x) => x.status === 'approved')).toBe(true);

    // The half-weighed truck finishes; its weighing is sampled (a wet coal: Mt above the usual range).
    const half = (await ok(api('GET', '/coal/weighing/list?pageSize=10', admin))).records.find((w: any) => w.status === 'tared' || w.status === 'grossed');
    const side = half.status === 'tared' ? 'gross' : 'tare';
    await ok(api('POST', `/coal/weighing/${side}`, admin, { id: half.id, scaleId: half.tareScaleId ?? half.grossScaleId, weightKg: side === 'gross' ? 47000 : 15000, manual: true }));
    const added = await ok(api('POST', '/coal/qualityTest/add', admin, { weighingIds: [half.id], lab: '山西省煤炭质量检测中心', mt: '26.40' }));
    expect(added.warnings).toBe('全水分Mt26.40%偏高，常见范围8–25%');

    await openListFromMenu(page, '质量管理', '煤质化验', /\/coal\/qualityTest/);
    await expect.poll(() => listRows(page).count()).toBe(Math.min(firstPage.total + 1, 10));
    await expect.poll(() => listRows(page).first().textContent()).toContain(added.labNo);
    const row = listRows(page).filter({ hasText: added.labNo });
    await row.getByText('编辑').click();
    const dialog = page.locator('.ant-modal', { hasText: '录入化验值' }).locator('visible=true');
    await dialog.getByTestId('quality-mad').waitFor();
    await expect.poll(async () => dialog.getByTestId('quality-mt').inputValue()).toBe('26.40');
    const type = { mad: '3.20', aad: '22.10', vad: '28.50', stad: '0.62', qgrAd: '24.10', qnetArMj: '21.35' };
    for (const [f, v] of Object.entries(type)) await dialog.getByTestId(`quality-${f}`).fill(v);
    const derived = dialog.getByTestId('quality-derived');
    await expect.poll(() => derived.innerText()).toContain('5106');
    expect(await derived.innerText()).toContain('22.83');
    expect(await derived.innerText()).toContain('全水分Mt26.40%偏高，常见范围8–25%');
    await page.waitForTimeout(300);
    await shot(page, 'quality-form-wide');
    await dialog.getByTestId('quality-save').click();
    await expect.poll(async () => (await ok(api('GET', `/coal/qualityTest/queryById?id=${added.id}`, admin))).qnetArKcal).toBe(5106);

    await listRows(page).filter({ hasText: added.labNo }).getByText('审核').click();
    await expect.poll(async () => (await ok(api('GET', `/coal/qualityTest/queryById?id=${added.id}`, admin))).status).toBe('reviewed');
    await expect.poll(() => listRows(page).filter({ hasText: added.labNo }).getByText('已审核').count()).toBe(1);
    // The one who entered the values cannot approve them.
    await listRows(page).filter({ hasText: added.labNo }).getByText('批准').click();
    await page.locator('.ant-popconfirm').locator('visible=true').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('不能批准自己录入的化验结果').waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'quality-list-wide');
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await shot(page, 'quality-list-narrow');
    // On a phone: registering a sample, its batch chosen by plan or by weighings.
    await page.getByRole('button', { name: /新\s*增/ }).locator('visible=true').click();
    const add = page.locator('.ant-modal', { hasText: '登记煤质化验' }).locator('visible=true');
    await add.getByTestId('quality-mt').fill('12.4');
    await add.getByTestId('quality-qnetArMj').fill('20.10');
    await expect.poll(() => add.getByTestId('quality-derived').innerText()).toContain('4807');
    await page.waitForTimeout(300);
    await shot(page, 'quality-form-narrow');
    await add.getByTestId('quality-derived').scrollIntoViewIfNeeded();
    await shot(page, 'quality-form-narrow-derived');
    await page.setViewportSize(WIDE);
  });
});
