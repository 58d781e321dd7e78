import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, login, ok } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { openListFromMenu } from './support/menu';
import { phoneAt } from './support/phone';
import { browser, server, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';

/**
 * Issue 12's queue, on screen, against the demo yard 柳林集运站 (DEMO_DATA=1: today's queue and a 1 km fence around
 * the yard): a driver opens the pickup order's link on a 390 px phone standing inside the fence and checks in; the
 * clerk makes the yard's board link on the queue screen; the big screen shows the line; the clerk calls until the
 * truck's turn, the big screen shows it called and the phone says 请进场.
 */
const ADMIN_PASSWORD = 'Queue@2026x';
const YARD = '柳林集运站';

setUpSession({ env: { DEMO_DATA: '1' }, data: { adminPassword: ADMIN_PASSWORD }, context: false });

let admin: string;
let yardId: string;
let plate: string;
let phone: Page;
let clerk: Page;
let board: Page;
let boardLink: string;

describe('排队：手机签到、叫号、大屏、司机收到叫号', () => {
  it("the driver checks in on the phone, inside the yard's fence", async () => {
    admin = await login('admin', ADMIN_PASSWORD);
    yardId = (await ok(api('GET', `/coal/freightYard/list?code=YD01`, admin))).records[0].id;
    const fence = (await ok(api('GET', '/coal/fence/list?pageSize=50', admin))).records.find((f: any) => f.placeId === yardId);
    const orders = (await ok(api('GET', `/coal/pickupOrder/list?status=valid&pageSize=50`, admin))).records.filter((o: any) => o.yardId === yardId);
    expect(orders.length).toBeGreaterThan(0);
    plate = orders[0].plateNo;
    const { link } = await ok(api('GET', `/coal/pickupOrder/link?id=${orders[0].id}`, admin));

    // 300 m north-east of the fence's centre: inside its 1 km.
    phone = await (await phoneAt(Number(fence.centerLng) + 0.002, Number(fence.centerLat) + 0.002)).newPage();
    await phone.goto(`${server.url}${link}`);
    const page = phone.getByTestId('driver-page');
    await page.waitFor({ timeout: 20000 });
    expect(await page.innerText()).toContain(plate);
    expect(await page.innerText()).toContain(YARD);
    await shot(phone, 'queue-driver-before-narrow');
    await phone.getByRole('button', { name: '签到排队' }).click();
    const ticket = phone.getByTestId('driver-ticket');
    await ticket.waitFor({ timeout: 15000 });
    // The demo yard's line: 9 waiting before it, numbers up to 17 given today.
    await expect.poll(() => ticket.innerText()).toMatch(/18[\s\S]*排在第\s*10\s*位/);
    await phone.waitForTimeout(300);
    await shot(phone, 'queue-driver-waiting-narrow');
  });

  it('a phone outside the fence is refused in Chinese', async () => {
    const far = await (await phoneAt(110.95, 37.43)).newPage();
    const orders = (await ok(api('GET', `/coal/pickupOrder/list?status=valid&pageSize=50`, admin))).records.filter((o: any) => o.yardId === yardId);
    const { link } = await ok(api('GET', `/coal/pickupOrder/link?id=${orders[0].id}`, admin));
    await far.goto(`${server.url}${link}`);
    await far.getByRole('button', { name: '签到排队' }).click();
    await expect.poll(() => far.getByRole('alert').innerText(), { timeout: 15000 }).toMatch(/^您不在货场范围内（距货场约 \d\.\d 公里），请到达货场后再签到$/);
    await far.context().close();
  });

  it('the clerk sees the line on the queue screen and makes the yard board link', async () => {
    clerk = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN' })).newPage();
    await signInToDashboard(clerk, 'admin', ADMIN_PASSWORD);
    await openListFromMenu(clerk, '调度管理', '排队叫号', /\/coal\/queue/);
    await clerk.getByLabel('货场').click();
    await clerk.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: YARD }).click();
    // The morning's line fills the first page; the shot is taken of it, the truck found by its plate after.
    await expect.poll(() => clerk.locator('.entity-list-table .ant-table-row').locator('visible=true').count(), { timeout: 15000 }).toBe(10);
    await clerk.getByRole('button', { name: '看板链接' }).click();
    const dialog = clerk.getByRole('dialog', { name: /排队看板/ });
    await dialog.getByRole('button', { name: '生成链接' }).click();
    boardLink = await dialog.getByTestId('board-link').inputValue();
    expect(boardLink).toMatch(/\/board\/queue\/[\w-]{32}$/);
    await dialog.getByRole('button', { name: /关\s*闭/ }).first().click();
    await clerk.waitForTimeout(3000);
    await shot(clerk, 'queue-list-wide');
    await clerk.getByPlaceholder('请输入车牌号').locator('visible=true').fill(plate);
    await clerk.getByPlaceholder('请输入车牌号').locator('visible=true').press('Enter');
    const row = clerk.locator('.entity-list-table .ant-table-row', { hasText: plate }).locator('visible=true');
    await expect.poll(() => row.innerText(), { timeout: 15000 }).toContain('排队中');
  });

  it('the big screen shows the line', async () => {
    board = await (await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' })).newPage();
    await board.goto(boardLink);
    await board.getByTestId('queue-board').waitFor({ timeout: 20000 });
    // Ten waiting: the first four shown with their places, the rest counted below them.
    await expect.poll(() => board.getByTestId('board-waiting').count()).toBe(4);
    await expect.poll(() => board.getByTestId('queue-board').innerText()).toMatch(/后面还有\s*6\s*辆/);
    expect(await board.getByTestId('queue-board').innerText()).toContain(YARD);
    await shot(board, 'queue-board-1920');
  });

  it("the clerk calls until the truck's turn: the board shows it called, the phone says 请进场", async () => {
    // Nine ahead of it, called as other clerks would; the last call is the clerk's, on the screen, by its key.
    for (let i = 0; i < 9; i++) await ok(api('PUT', '/coal/queue/call', admin, { yardId }));
    await expect.poll(() => phone.getByTestId('driver-ticket').innerText(), { timeout: 15000 }).toMatch(/排在第\s*1\s*位/);
    await clerk.keyboard.press('F4');
    const notice = clerk.getByTestId('called-notice');
    await notice.waitFor({ timeout: 15000 });
    expect(await notice.innerText()).toContain(plate);
    await clerk.waitForTimeout(300);
    await shot(clerk, 'queue-called-notice-wide');
    await clerk.keyboard.press('Enter');
    await notice.waitFor({ state: 'hidden' });

    await expect.poll(() => board.getByTestId('board-called').first().innerText(), { timeout: 15000 }).toContain(plate);
    await board.waitForTimeout(500);
    await shot(board, 'queue-board-called-1920');

    const called = phone.getByTestId('driver-called');
    await called.waitFor({ timeout: 15000 });
    expect(await called.innerText()).toMatch(/18号[\s\S]*请进场/);
    await shot(phone, 'queue-driver-called-narrow');
    await called.getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => phone.getByTestId('driver-ticket').innerText()).toContain('已叫号，请进场');
  });

  it('enters the truck from its row; the queue screen at 390 px', async () => {
    const row = clerk.locator('.entity-list-table .ant-table-row', { hasText: plate }).locator('visible=true');
    await expect.poll(() => row.innerText(), { timeout: 15000 }).toContain('已叫号');
    await row.getByText('进场').click();
    await expect.poll(() => row.innerText(), { timeout: 15000 }).toContain('已进场');
    await expect.poll(() => phone.getByTestId('driver-ticket').innerText(), { timeout: 15000 }).toContain('已进场');
    await clerk.setViewportSize(NARROW);
    await clerk.waitForTimeout(3500);
    await shot(clerk, 'queue-list-narrow');
  });
});
