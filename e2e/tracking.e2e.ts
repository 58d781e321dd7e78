import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatBusinessDateTime } from '@meiyun/shared';
import { hashToken } from '../server/src/modules/coal/gps/gateway';
import { coalGpsGateway } from '../server/src/modules/coal/gps/table';
import { api, login, ok } from './support/api';
import { NARROW, shot } from './support/browser';
import { listRows, openListFromMenu } from './support/menu';
import { browser, server, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';

/**
 * Issue 14's screens on the demo company: a gateway posts a car's drive through a yard's 1000 m fence with an
 * 8-minute stop at its centre; the bell tells the administrator, 围栏报警 lists the entering and the leaving, and
 * 车辆轨迹 draws the track with its stop, sums it up and plays it back.
 */
const ADMIN_PASSWORD = 'Admin@2026x';
const TOKEN = 'mgt_e2e-tracking-gateway-token-0123456789abcdef';
const SCREEN = { width: 1366, height: 768 };

setUpSession({
  env: { DEMO_DATA: '1' },
  context: false,
  data: {
    adminPassword: ADMIN_PASSWORD,
    fill: async (ctx) => {
      await ctx.db.insert(coalGpsGateway).values({ tenantId: 1, name: '测试定位平台', tokenHash: hashToken(TOKEN), tokenHint: TOKEN.slice(-4), enabled: true, createBy: 'admin' });
    },
  },
});

let page: Page;
let admin: string;
let plate: string;
let fenceName: string;
let enterTime: string;

/** Metres east of a centre as degrees of longitude there. */
const eastDeg = (m: number, lat: number) => m / (111_320 * Math.cos((lat * Math.PI) / 180));

/**
 * West to east through the fence's centre at 36 km/h (100 m every 10 s): 3 km in, 8 minutes standing at the centre
 * (a fix every 30 s), 3 km out. By hand: 6.0 km, 10 minutes moving (30 legs of 10 s each way), one stop of 8 minutes.
 */
function drive(center: [number, number], start: number) {
  const [lng, lat] = center;
  const points: { plateNo: string; time: string; lng: number; lat: number; speed: number }[] = [];
  let t = start;
  const at = (x: number, speed: number) => points.push({ plateNo: plate, time: formatBusinessDateTime(t * 1000), lng: +(lng + eastDeg(x, lat)).toFixed(6), lat, speed });
  for (let x = -3000; x < 0; x += 100, t += 10) at(x, 36);
  for (let k = 0; k <= 16; k++, t += 30) at(0, 0);
  t -= 20;
  for (let x = 100; x <= 3000; x += 100, t += 10) at(x, 36);
  return points;
}

async function carPosition(p: Page) {
  const box = await p.getByTestId('track-car').boundingBox();
  return box ? { x: box.x, y: box.y } : null;
}

describe('车辆轨迹与围栏报警', () => {
  it('a gateway posts a drive through a yard fence; the alarms are raised', async () => {
    admin = await login('admin', ADMIN_PASSWORD);
    plate = (await ok(api('GET', '/coal/car/list?pageSize=1', admin))).records[0].plateNo;
    const fences = (await ok(api('GET', '/coal/fence/list?pageSize=50', admin))).records as Record<string, any>[];
    const fence = fences.find((f) => f.shape === 'circle' && f.placeKind === 'yard' && f.radiusM === 1000)!;
    expect(fence).toBeTruthy();
    fenceName = fence.name;
    await ok(api('PUT', '/coal/fence/edit', admin, { id: fence.id, alarmEnter: true, alarmLeave: true }));
    // From half an hour ago to 12 minutes ago: a gateway may not post times ahead of the server.
    const points = drive([Number(fence.centerLng), Number(fence.centerLat)], Math.floor(Date.now() / 1000) - 30 * 60);
    const res = await fetch(`${server.url}/api/coal/gps/points`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-gateway-token': TOKEN }, body: JSON.stringify({ points }) });
    const reply = (await res.json()) as { success: boolean; message: string; result: any };
    expect(reply.success, reply.message).toBe(true);
    expect(reply.result).toMatchObject({ accepted: points.length, rejectedCount: 0, alarms: 2 });
    // The alarm's time is the first fix 20 m inside: 1000 m from the centre is x = -1000, not inside; -900 is.
    enterTime = points.find((p) => p.lng > Number(fence.centerLng) - eastDeg(980, p.lat))!.time;
  });

  it('the bell tells the administrator of both crossings and opens 围栏报警 on the car, listing the entering and the leaving', async () => {
    page = await (await browser.newContext({ viewport: SCREEN, locale: 'zh-CN' })).newPage();
    await signInToDashboard(page, 'admin', ADMIN_PASSWORD);
    const bell = page.getByTestId('notice-bell');
    await expect.poll(async () => Number(await bell.getAttribute('data-unread')), { timeout: 15000 }).toBeGreaterThan(0);
    await bell.click();
    const popover = page.getByTestId('notice-popover');
    await popover.waitFor();
    await popover.getByRole('tab', { name: /系统消息/ }).click();
    // One message per car and fence, named by its last crossing, listing every crossing of the batch.
    await popover.getByText(`车辆离开围栏：${plate} 离开 ${fenceName}`).first().click();
    const message = page.locator('.ant-modal', { hasText: '车辆离开围栏' });
    await message.waitFor();
    expect(await message.innerText()).toContain(`${enterTime} ${plate} 进入 ${fenceName}`);
    await message.getByRole('button', { name: '去处理' }).click();
    await page.waitForURL(/\/coal\/gpsAlarm\?plateNo=/);
    const rows = page.getByTestId('alarm-table').locator('.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 15000 }).toBe(2);
    // Latest first: the leaving, then the entering.
    expect(await rows.nth(0).innerText()).toMatch(new RegExp(`${plate}[\\s\\S]*${fenceName}[\\s\\S]*离开`));
    expect(await rows.nth(1).innerText()).toContain('进入');
    expect(await rows.nth(1).innerText()).toContain(enterTime);
    await page.waitForTimeout(300);
    await shot(page, 'tracking-alarms-wide');
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await shot(page, 'tracking-alarms-narrow');
    await page.setViewportSize(SCREEN);
    await page.waitForTimeout(300);
  });

  it('a row opens 车辆轨迹 at its moment: the track, its stop and figures drawn, and the car moves when played', async () => {
    await page.getByTestId('alarm-table').locator('.ant-table-row', { hasText: '进入' }).click();
    await page.waitForURL(/\/coal\/gpsTrack\?/);
    const panel = page.getByTestId('track-panel').locator('visible=true');
    await expect.poll(() => panel.getByTestId('track-distance').innerText(), { timeout: 15000 }).toContain('6.0');
    expect(await panel.getByTestId('track-moving').innerText()).toContain('10分钟');
    const stops = panel.getByTestId('track-stops').locator('.ant-list-item');
    expect(await stops.count()).toBe(1);
    expect(await stops.first().innerText()).toContain('8分钟');
    expect(await stops.first().innerText()).toContain(fenceName);
    const alarms = panel.getByTestId('track-alarms').locator('.ant-list-item');
    expect(await alarms.count()).toBe(2);
    expect(await alarms.nth(0).innerText()).toContain('进入');
    expect(await alarms.nth(1).innerText()).toContain('离开');
    const map = page.getByTestId('track-map').locator('visible=true');
    // The track's line and the fences are drawn as SVG paths; start and end are marked.
    expect(await map.locator('path.leaflet-interactive').count()).toBeGreaterThan(1);
    await map.getByTestId('track-start').waitFor();
    await map.getByTestId('track-end').waitFor();
    // Opened at the alarm's moment.
    const now = page.getByTestId('track-now').locator('visible=true');
    expect(await now.innerText()).toContain(enterTime);
    await page.waitForTimeout(300);
    await shot(page, 'tracking-track-wide');

    const before = await carPosition(page);
    const timeBefore = await now.innerText();
    await page.getByTestId('track-play').locator('visible=true').click();
    await page.waitForTimeout(1500);
    await expect.poll(async () => (await carPosition(page))?.x ?? 0).toBeGreaterThan((before?.x ?? 0) + 2);
    expect(await now.innerText()).not.toBe(timeBefore);
    await page.getByTestId('track-play').locator('visible=true').click();
    await shot(page, 'tracking-track-playing-wide');

    // A stop in the panel moves the clock to its start and the map to it.
    await stops.first().click();
    await page.waitForTimeout(500);
    await shot(page, 'tracking-track-stop-wide');

    await page.setViewportSize(NARROW);
    await page.waitForTimeout(800);
    await shot(page, 'tracking-track-narrow');
    await panel.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await shot(page, 'tracking-track-narrow-panel');
    await page.setViewportSize(SCREEN);
  });

  it('选车 fills the plate; a car without points in the range says so', async () => {
    await page.getByTestId('track-plate').locator('visible=true').fill('');
    await page.getByTestId('track-pick-car').locator('visible=true').click();
    const picker = page.locator('.ant-modal', { hasText: '选择车辆' }).locator('visible=true');
    // The picker lists /coal/car/list in its default order: the car the test drove is its first row.
    await picker.locator('.ant-table-row', { hasText: plate }).click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('track-plate').locator('visible=true').inputValue()).toBe(plate);
    await page.getByTestId('track-plate').locator('visible=true').fill('晋Z00000');
    await page.getByTestId('track-search').locator('visible=true').click();
    await expect.poll(() => page.getByTestId('track-empty').locator('visible=true').innerText()).toContain('没有定位数据');
    await shot(page, 'tracking-track-empty-wide');
  });

  it('the fence dialog draws on the same map base (the grid without a tile service)', async () => {
    await openListFromMenu(page, '基础数据', '电子围栏', /\/coal\/fence/);
    await listRows(page).filter({ hasText: fenceName }).getByText('编辑').click();
    const modal = page.locator('.ant-modal-wrap').locator('visible=true').filter({ has: page.locator('.ant-modal-title', { hasText: '编辑电子围栏' }) });
    await modal.getByRole('button', { name: /在地图上选择/ }).click();
    const dialog = page.getByTestId('map-fence-modal');
    await dialog.locator('.leaflet-container').waitFor();
    await expect.poll(() => dialog.locator('canvas.leaflet-tile').count()).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await shot(page, 'tracking-fence-dialog-wide');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
  });
});
