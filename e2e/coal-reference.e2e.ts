import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, login } from './support/api';
import { NARROW, shot, WIDE, shotWideAndNarrow } from './support/browser';
import { page, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { openListFromMenu } from './support/menu';

/** 基础数据 > 货场 with its 垛位 drawer, the 煤种 form and 电子围栏 drawn on the map, against the real server. */
const NEW_PASSWORD = 'Meiyun@2026';

setUpSession();

const visible = (p: Page, selector: string) => p.locator(`${selector}:not([class*="-hidden"])`);

const shots = (name: string) => shotWideAndNarrow(page, name);

const openMenu = (name: string, url: RegExp) => openListFromMenu(page, '基础数据', name, url);

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

  it('draws a circle around a yard and a polygon on the map, and saves both', async () => {
    await openMenu('电子围栏', /\/coal\/fence/);
    // Earlier tabs stay open behind this one: look inside the fence list only.
    const fences = page.locator('.entity-list', { has: page.locator('label', { hasText: '围栏名称' }) });
    const addButton = () => fences.getByRole('button', { name: /新\s*增/ });
    await addButton().click();
    const modal = visible(page, '.ant-modal-wrap').filter({ has: page.locator('.ant-modal-title', { hasText: '新增电子围栏' }) });
    await modal.waitFor();
    const item = (label: string) => modal.locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) });
    await item('围栏名称').locator('input').fill('大柳塔货场围栏');
    // The place first: the map then opens on the yard's own coordinates.
    await item('绑定场所类型').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '货场' }).click();
    await item('绑定场所').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '神木大柳塔货场' }).click();
    await modal.getByRole('button', { name: /在地图上选择/ }).click();
    const map = page.getByTestId('map-fence-modal');
    await map.locator('.leaflet-container').waitFor();
    expect(await map.getByLabel('经度').inputValue()).toBe('110.264500');
    await map.getByLabel('半径（米）').fill('1500');
    // A click on the map moves the centre off the yard's point.
    const box = await settledBox(map.locator('.leaflet-container'));
    await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 - 40);
    await expect.poll(() => map.getByLabel('经度').inputValue()).not.toBe('110.264500');
    const lng = await map.getByLabel('经度').inputValue();
    await page.waitForTimeout(300);
    await shot(page, 'coal-fence-circle-map-wide');
    await map.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(async () => Number(await item('中心经度').locator('input').inputValue())).toBe(Number(lng));
    expect(await item('半径(米)').locator('input').inputValue()).toBe('1500');
    await page.waitForTimeout(300);
    await shot(page, 'coal-fence-form-wide');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await modal.waitFor({ state: 'hidden' });
    const circleRow = fences.locator('.ant-table-row', { hasText: '大柳塔货场围栏' });
    await circleRow.waitFor();
    // The list names the bound place and says 是/否, not an id and true/false.
    expect(await circleRow.getByText('神木大柳塔货场', { exact: true }).count()).toBe(1);
    expect(await circleRow.getByText('true').count()).toBe(0);
    expect(await circleRow.getByText('是', { exact: true }).count()).toBe(1);

    await addButton().click();
    await modal.waitFor();
    await item('围栏名称').locator('input').fill('东胜装车区');
    await item('形状').getByText('多边形').click();
    await modal.getByRole('button', { name: /在地图上绘制/ }).click();
    const poly = page.getByTestId('map-polygon-modal');
    await poly.locator('.leaflet-container').waitFor();
    // The dialog zooms in: clicks measured against the box of a map still growing land off the corners aimed at
    // (on a busy machine the animation outlasts the first click). Wait until the box stops moving.
    const pbox = await settledBox(poly.locator('.leaflet-container'));
    // One corner at a time, as a clerk clicks: the count must follow each click before the next one.
    let corners = 0;
    const at = async (dx: number, dy: number) => {
      await page.mouse.click(pbox.x + pbox.width / 2 + dx, pbox.y + pbox.height / 2 + dy);
      corners += 1;
      await expect.poll(() => poly.getByTestId('polygon-corner-count').innerText()).toBe(`已选 ${corners} 个顶点`);
      await page.waitForTimeout(600);
    };
    await at(-80, -60);
    await at(90, -50);
    // Two corners are not a fence yet: confirm says why and keeps the dialog.
    await poly.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-message', { hasText: '多边形至少需要3个顶点' }).waitFor();
    await at(70, 80);
    await at(-60, 70);
    await expect.poll(() => poly.getByTestId('polygon-corner-count').innerText()).toBe('已选 4 个顶点');
    await poly.getByRole('button', { name: /撤销上一点/ }).click();
    expect(await poly.getByTestId('polygon-corner-count').innerText()).toBe('已选 3 个顶点');
    await page.waitForTimeout(300);
    await shot(page, 'coal-fence-polygon-map-wide');
    await poly.getByRole('button', { name: /确\s*定/ }).click();
    await poly.waitFor({ state: 'hidden' });
    const points = JSON.parse(await item('多边形顶点').locator('textarea').inputValue()) as number[][];
    expect(points).toHaveLength(3);
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await modal.waitFor({ state: 'hidden' });
    await fences.locator('.ant-table-row', { hasText: '东胜装车区' }).waitFor();
    await shots('coal-fence-list');

    // On a phone the dialog and the map fit the screen.
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await fences.locator('.ant-table-row', { hasText: '东胜装车区' }).getByText('编辑', { exact: true }).click();
    const edit = visible(page, '.ant-modal-wrap').filter({ has: page.locator('.ant-modal-title', { hasText: '编辑电子围栏' }) });
    await edit.waitFor();
    await edit.getByRole('button', { name: /在地图上绘制/ }).click();
    await poly.locator('.leaflet-container').waitFor();
    expect(await poly.getByTestId('polygon-corner-count').innerText()).toBe('已选 3 个顶点');
    await page.waitForTimeout(400);
    await shot(page, 'coal-fence-polygon-map-narrow');
    await poly.getByRole('button', { name: /取\s*消/ }).click();
    await edit.getByRole('button', { name: /取\s*消/ }).click();
    await page.setViewportSize(WIDE);
  });
});

/** A box once it is the same twice in a row 150 ms apart (an opening dialog's zoom has ended). */
async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await locator.boundingBox();
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const now = await locator.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y && now.width === last.width && now.height === last.height) return now;
    last = now;
  }
  throw new Error('the map did not stop moving');
}
