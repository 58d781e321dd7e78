import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, login } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { page, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';

/** 基础数据 > 货场 with its 垛位 drawer, and the 煤种 form, against the real server. */
const NEW_PASSWORD = 'Meiyun@2026';

setUpSession();

const visible = (p: Page, selector: string) => p.locator(`${selector}:not([class*="-hidden"])`);

async function shots(name: string) {
  await page.waitForTimeout(400);
  await shot(page, `${name}-wide`);
  await page.setViewportSize(NARROW);
  await page.waitForTimeout(500);
  await shot(page, `${name}-narrow`);
  await page.setViewportSize(WIDE);
  await page.waitForTimeout(300);
}

async function openMenu(name: string, url: RegExp) {
  const menu = page.locator('.ant-layout-sider .ant-menu');
  if (!(await menu.getByText(name, { exact: true }).isVisible())) await menu.getByText('基础数据').click();
  await menu.getByText(name, { exact: true }).click();
  await page.waitForURL(url);
  await page.locator('.entity-list-table').waitFor();
}

describe('基础数据 > 货场 and 煤种', () => {
  it('shows a yard and opens its stockpiles', async () => {
    await signInWithNewPassword(page, 'admin', '123456', NEW_PASSWORD);
    const token = await login('admin', NEW_PASSWORD);
    const m = await api('POST', '/coal/material/add', token, { code: 'DL5500', name: '动力煤5500', category: 'thermal', qnetArMin: 5300, qnetArMax: 5700, mtMax: '12', adMax: '20', stdMax: '0.6', vdafMin: '28' });
    expect(m.success, m.message).toBe(true);
    const y = await api('POST', '/coal/freightYard/add', token, { code: 'SM01', name: '神木大柳塔货场', address: '陕西省榆林市神木市大柳塔镇', capacityT: '150000', longitude: '110.2645', latitude: '39.2698' });
    expect(y.success, y.message).toBe(true);
    await api('POST', '/coal/freightYard/add', token, { code: 'EE02', name: '鄂尔多斯东胜煤场', address: '内蒙古鄂尔多斯市东胜区', capacityT: '80000.5' });
    for (const [name, cap, stock] of [['A1垛', '20000', '12500.5'], ['A2垛', '20000', '0'], ['B1垛', '35000', '34999.999']]) {
      const r = await api('POST', '/coal/stockpile/add', token, { yardId: y.result.id, name, capacityT: cap, stockT: stock, materialId: m.result.id });
      expect(r.success, r.message).toBe(true);
    }
    await openMenu('货场', /\/coal\/freightYard/);
    const row = page.locator('.entity-list-table .ant-table-row', { hasText: '神木大柳塔货场' });
    await row.waitFor();
    await shots('coal-yard-list');
    // The shell lays itself out anew at a phone's width, so the drawer is opened at each width.
    for (const [size, name] of [[WIDE, 'wide'], [NARROW, 'narrow']] as const) {
      await page.setViewportSize(size);
      await page.waitForTimeout(500);
      await row.getByText('垛位', { exact: true }).click();
      const drawer = visible(page, '.ant-drawer');
      await drawer.locator('.ant-table-row', { hasText: '34999.999' }).waitFor();
      expect(await drawer.locator('.ant-table-row').count()).toBe(3);
      await page.waitForTimeout(400);
      await shot(page, `coal-yard-stockpiles-${name}`);
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    }
    await page.setViewportSize(WIDE);
  });

  it('opens the material form', async () => {
    await openMenu('煤种', /\/coal\/material/);
    await page.locator('.entity-list-table .ant-table-row', { hasText: '动力煤5500' }).waitFor();
    for (const [size, name] of [[WIDE, 'wide'], [NARROW, 'narrow']] as const) {
      await page.setViewportSize(size);
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: /新\s*增/ }).click();
      const modal = visible(page, '.ant-modal-wrap').filter({ has: page.locator('.ant-modal-title', { hasText: '新增煤种' }) });
      await modal.waitFor();
      await page.waitForTimeout(400);
      await shot(page, `coal-material-form-${name}`);
      await modal.getByRole('button', { name: /取\s*消/ }).click();
      await modal.waitFor({ state: 'hidden' });
    }
    await page.setViewportSize(WIDE);
  });
});
