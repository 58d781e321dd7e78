import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { businessToday, idNumberCheckChar } from '@meiyun/shared';
import { api, login, ok } from './support/api';
import { NARROW, shot } from './support/browser';
import { openListFromMenu } from './support/menu';
import { phoneAt } from './support/phone';
import { startScaleLink, stopScalePrograms } from './support/scaleLink';
import { browser, server, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';
import { captureOnStable, stationLight } from './support/station';

/**
 * Issue 12's proof in one story: a truck's day at a yard. The administrator sets the yard up through the API (with
 * a second person approving the contract: whoever submits may not approve); the scale simulator and its agent feed
 * the yard's scale. The driver checks in on the phone inside the fence; the big board shows the truck waiting; the
 * clerk calls it on the queue screen and lets it in; the board and the phone follow; on the 磅房作业 screen the clerk
 * takes the tare and the gross with F2 on stable readings, the board's 场内作业 telling the truck's next step after
 * each; the bill's signed code opens the public verification page on a phone: valid in green, one character
 * changed invalid in red. Screenshots `yard-day-*.png`.
 */
const ADMIN_PASSWORD = 'Yard@2026day';
const APPROVER = { username: 'jingli', password: 'Jingli@2026x' };
const PLATE = '晋K7D260';
const TARE = 15840;
const GROSS = 48960;
const NET = GROSS - TARE;
const YARD = { code: 'LLY', name: '柳林东货场', lng: 110.861, lat: 37.442 };
const SCALE = { code: 'S1', name: '一号地磅' };
const STATION = { width: 1366, height: 768 };

setUpSession({ context: false, data: { adminPassword: ADMIN_PASSWORD } });
afterAll(stopScalePrograms);

let admin: string;
let yardId: string;
let ticketId: string;
let driverLink: string;
let boardLink: string;
let scaleToken: string;
let phone: Page;
let board: Page;
let clerk: Page;

/** The truck's line in the board's 场内作业. */
const inYardStep = () => board.getByTestId('board-in-yard').filter({ hasText: PLATE }).innerText();

describe('一辆车的一天：手机签到、大屏叫号、称皮称毛、煤票核验', () => {
  it('sets the yard up through the API and starts the scale simulator and its agent', async () => {
    admin = await login('admin', ADMIN_PASSWORD);
    const add = async (entity: string, body: object) => (await ok(api('POST', `/coal/${entity}/add`, admin, body))).id as string;
    const consumerId = await add('consumer', { name: '华能秦皇岛电厂' });
    const materialId = await add('material', { code: 'DL5000', name: '动力煤5000', category: 'thermal' });
    const consigneeId = await add('consignee', { name: '秦皇岛电厂一号卸煤场', consumerId });
    const carrierId = await add('carrier', { name: '太原顺达物流有限公司' });
    const id17 = '14010519900307123';
    const driverId = await add('driver', { name: '王建国', idNumber: id17 + idNumberCheckChar(id17), phone: '13912345678', carrierId });
    const carId = await add('car', { plateNo: PLATE, carrierId, driverId, refTareKg: TARE, maxGrossKg: 49000, status: 'enabled' });
    yardId = await add('freightYard', { code: YARD.code, name: YARD.name, longitude: YARD.lng, latitude: YARD.lat });
    await add('fence', { name: `${YARD.name}电子围栏`, shape: 'circle', centerLng: YARD.lng, centerLat: YARD.lat, radiusM: 1000, placeKind: 'yard', placeId: yardId, enabled: true });
    const scaleId = await add('scale', { code: SCALE.code, name: SCALE.name, yardId, divisionKg: 20 });

    // The contract: the administrator writes and submits it, an approver (made here) approves it.
    const roles = await ok(api('GET', '/sys/role/list?roleCode=contract_approver', admin));
    const role = roles.records.find((r: any) => r.roleCode === 'contract_approver');
    await ok(api('POST', '/sys/user/add', admin, { username: APPROVER.username, realname: '李慧敏', password: APPROVER.password, selectedroles: role.id, relTenantIds: '1' }));
    const approver = await login(APPROVER.username, APPROVER.password);
    const today = businessToday();
    const contract = await ok(api('POST', '/coal/contract/add', admin, { direction: 'sales', mode: 'other', counterpartyId: consumerId, materialId, quantityT: '10000', unitPrice: '800', taxRate: '0.13', signDate: today, startDate: today, endDate: '2099-12-31' }));
    await ok(api('PUT', '/coal/contract/submit', admin, { id: contract.id, remark: '请审批' }));
    await ok(api('PUT', '/coal/contract/approve', approver, { id: contract.id, remark: '同意' }));

    const plan = await ok(api('POST', '/coal/dispatchPlan/add', admin, { contractId: contract.id, loadDate: today, carrierId, consigneeId, yardId, plannedTrucks: 2, plannedT: '80' }));
    await ok(api('PUT', '/coal/dispatchPlan/approve', admin, { id: plan.id, remark: '同意' }));
    const order = await ok(api('POST', '/coal/pickupOrder/issue', admin, { planId: plan.id, carId }));
    driverLink = (await ok(api('GET', `/coal/pickupOrder/link?id=${order.id}`, admin))).link;
    scaleToken = (await ok(api('POST', '/coal/scale/token', admin, { scaleId }))).token;
    boardLink = (await ok(api('POST', '/coal/queue/boardLink', admin, { yardId }))).link;
    expect(boardLink).toMatch(/\/board\/queue\/[\w-]{32}$/);

    await startScaleLink(server.url, SCALE.code, scaleToken);
  }, 180_000);

  it('the driver checks in on the phone, 300 m inside the fence', async () => {
    phone = await (await phoneAt(YARD.lng + 0.002, YARD.lat + 0.002)).newPage();
    await phone.goto(`${server.url}${driverLink}`);
    const driverPage = phone.getByTestId('driver-page');
    await driverPage.waitFor({ timeout: 20_000 });
    expect(await driverPage.innerText()).toContain(PLATE);
    await phone.getByRole('button', { name: '签到排队' }).click();
    const ticket = phone.getByTestId('driver-ticket');
    await ticket.waitFor({ timeout: 15_000 });
    // The yard's first truck of the day: number 1, first in line.
    await expect.poll(() => ticket.innerText(), { timeout: 15_000 }).toMatch(/1[\s\S]*排在第\s*1\s*位/);
    const tickets = await ok(api('GET', `/coal/queue/list?plateNo=${encodeURIComponent(PLATE)}`, admin));
    expect(tickets.records).toHaveLength(1);
    ticketId = tickets.records[0].id;
    await shot(phone, 'yard-day-phone-checked-in-390');
  });

  it('the big board shows the truck waiting; the clerk calls it on the queue screen; board and phone show the call', async () => {
    board = await (await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' })).newPage();
    await board.goto(`${server.url}${boardLink}`);
    await board.getByTestId('queue-board').waitFor({ timeout: 20_000 });
    await expect.poll(() => board.getByTestId('board-waiting').filter({ hasText: PLATE }).count(), { timeout: 15_000 }).toBe(1);
    expect(await board.getByTestId('queue-board').innerText()).toContain(YARD.name);
    await shot(board, 'yard-day-board-waiting-1920');

    clerk = await (await browser.newContext({ viewport: STATION, locale: 'zh-CN' })).newPage();
    await signInToDashboard(clerk, 'admin', ADMIN_PASSWORD);
    await openListFromMenu(clerk, '调度管理', '排队叫号', /\/coal\/queue/);
    await clerk.getByLabel('货场').click();
    await clerk.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: YARD.name }).click();
    const row = clerk.locator('.entity-list-table .ant-table-row', { hasText: PLATE }).locator('visible=true');
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('排队中');
    await clerk.keyboard.press('F4');
    const notice = clerk.getByTestId('called-notice');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.innerText()).toContain(PLATE);
    await clerk.keyboard.press('Enter');
    await notice.waitFor({ state: 'hidden' });

    const called = board.getByTestId('board-called').first();
    await expect.poll(() => called.innerText(), { timeout: 15_000 }).toContain(PLATE);
    expect(await board.getByTestId('board-waiting').count()).toBe(0);
    await shot(board, 'yard-day-board-called-1920');

    const callScreen = phone.getByTestId('driver-called');
    await callScreen.waitFor({ timeout: 15_000 });
    expect(await callScreen.innerText()).toMatch(/1号[\s\S]*请进场/);
    await shot(phone, 'yard-day-phone-called-390');
    await callScreen.getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => phone.getByTestId('driver-ticket').innerText()).toContain('已叫号，请进场');
  });

  it('the clerk lets it in; the board tells it 请过磅', async () => {
    const row = clerk.locator('.entity-list-table .ant-table-row', { hasText: PLATE }).locator('visible=true');
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('已叫号');
    await row.getByText('进场').click();
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('已进场');
    await expect.poll(inYardStep, { timeout: 15_000 }).toContain('请过磅');
    await expect.poll(() => phone.getByTestId('driver-ticket').innerText(), { timeout: 15_000 }).toContain('已进场');
  });

  it('weighs it on the 磅房作业 screen with F2: tare on the empty truck, gross on the loaded one; the board follows', async () => {
    await openListFromMenu(clerk, '过磅管理', '磅房作业', /\/coal\/weighbridge\/station/).catch(() => undefined);
    await clerk.waitForURL(/\/coal\/weighbridge\/station/);
    await clerk.getByTestId('station-scale').click();
    await clerk.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: SCALE.name }).click();
    await expect.poll(() => stationLight(clerk), { timeout: 15_000 }).not.toBe('none');
    const truck = clerk.getByTestId('station-truck').filter({ hasText: PLATE });
    await expect.poll(() => truck.count(), { timeout: 20_000 }).toBe(1);
    // The key the screen shows for capturing is the one pressed.
    expect(await clerk.getByTestId('station-capture').innerText()).toContain('F2');

    await captureOnStable(clerk, TARE, `${PLATE} 称皮`);
    await expect.poll(() => truck.innerText(), { timeout: 10_000 }).toContain('称毛');
    await expect.poll(inYardStep, { timeout: 15_000 }).toContain('已称皮');
    await shot(board, 'yard-day-board-tared-1920');
    expect(await clerk.getByTestId('station-truck-facts').innerText()).toContain(PLATE);
    await shot(clerk, 'yard-day-station-tared-1366');

    await captureOnStable(clerk, GROSS, `${PLATE} 称毛`);
    await expect.poll(() => clerk.getByTestId('station-last').innerText(), { timeout: 10_000 }).toContain('净重 33\u2009120 kg');
    await expect.poll(() => truck.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => clerk.getByTestId('station-day').innerText(), { timeout: 10_000 }).toContain(String(NET));
    await shot(clerk, 'yard-day-station-gross-1366');
    await expect.poll(inYardStep, { timeout: 15_000 }).toContain('请出场');
    await shot(board, 'yard-day-board-out-1920');
  }, 180_000);

  it("the bill's code opens the public verification on a phone: 煤票有效 in green; one character changed: 煤票无效 in red", async () => {
    const weighings = await ok(api('GET', `/coal/weighing/list?plateNo=${encodeURIComponent(PLATE)}`, admin));
    expect(weighings.records).toHaveLength(1);
    const weighing = weighings.records[0];
    expect(weighing).toMatchObject({ queueId: ticketId, tareKg: TARE, grossKg: GROSS, netKg: NET, manual: false, status: 'completed' });
    const bill = await ok(api('GET', `/coal/coalBill/queryById?id=${weighing.billId}`, admin));
    const code: string = bill.qrCode;
    expect(code).toMatch(/^[\w-]+\.[\w-]{86}$/);

    // A phone that has never signed in: a fresh context, no session.
    const verifier = await (await browser.newContext({ viewport: NARROW, locale: 'zh-CN', isMobile: true, hasTouch: true })).newPage();
    const verdict = verifier.getByTestId('bill-verdict');
    const colour = () => verdict.evaluate((el) => getComputedStyle(el).backgroundColor);

    await verifier.goto(`${server.url}/verify/coal-bill?code=${encodeURIComponent(code)}`);
    await expect.poll(() => verdict.innerText().catch(() => ''), { timeout: 20_000 }).toContain('煤票有效');
    expect(await colour()).toBe('rgb(22, 163, 74)');
    const facts = await verifier.getByTestId('bill-verify').innerText();
    expect(facts).toContain(PLATE);
    expect(facts).toContain(bill.billNo);
    expect(facts).toContain('33,120 kg（33.120 吨）');
    await shot(verifier, 'yard-day-verify-valid-390');

    // One character of the signed facts changed (mid-text, so the bytes change too): the signature no longer holds.
    const at = 20;
    const altered = code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
    await verifier.goto(`${server.url}/verify/coal-bill?code=${encodeURIComponent(altered)}`);
    await expect.poll(() => verdict.innerText().catch(() => ''), { timeout: 20_000 }).toContain('煤票无效');
    expect(await colour()).toBe('rgb(220, 38, 38)');
    expect(await verifier.getByTestId('bill-verify').innerText()).not.toContain(PLATE);
    await shot(verifier, 'yard-day-verify-invalid-390');

    // No network in the cab: not a verdict on the bill, grey, and asking again once the line is back gives it.
    await verifier.route('**/api/coal/coalBill/verify**', (r) => r.abort('internetdisconnected'));
    await verifier.goto(`${server.url}/verify/coal-bill?code=${encodeURIComponent(code)}`);
    await expect.poll(() => verdict.innerText().catch(() => ''), { timeout: 20_000 }).toContain('暂未核验');
    expect(await verdict.innerText()).toContain('这不表示煤票无效');
    expect(await colour()).toBe('rgb(107, 114, 128)');
    await shot(verifier, 'yard-day-verify-offline-390');
    await verifier.unroute('**/api/coal/coalBill/verify**');
    await verifier.getByRole('button', { name: '重新核验' }).click();
    await expect.poll(() => verdict.innerText().catch(() => ''), { timeout: 20_000 }).toContain('煤票有效');
  });
});
