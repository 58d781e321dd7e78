import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { greetingFor } from '@meiyun/shared';
import { api, login } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { browser, server, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';

// A viewer whose laptop is set to New York and a server whose machine runs in UTC: every screen must still show
// the deployment's business zone (default Asia/Shanghai), the same moment as the same time everywhere.
const ADMIN_PASSWORD = 'Admin@2024x';
const VIEWER_ZONE = 'America/New_York';
const TIME_TEXT = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

setUpSession({ context: false, data: { adminPassword: ADMIN_PASSWORD }, env: { TZ: 'UTC' } });

/** `YYYY-MM-DD HH:mm:ss` of an instant in a zone, computed here independently of the web's helper. */
function wallText(instant: number, zone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
const shanghai = (instant: number) => wallText(instant, 'Asia/Shanghai');
/** Seconds between two wall texts of one zone. */
const secondsApart = (a: string, b: string) => Math.abs(Date.parse(`${a.replace(' ', 'T')}Z`) - Date.parse(`${b.replace(' ', 'T')}Z`)) / 1000;
const timeIn = async (l: Locator) => ((await l.textContent()) ?? '').match(TIME_TEXT)?.[0] ?? '';

async function newViewer(viewport: typeof WIDE): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'zh-CN',
    timezoneId: VIEWER_ZONE,
    ...(viewport === NARROW ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  // The browser really is in New York: its own clock reads New York time.
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(VIEWER_ZONE);
  return page;
}

async function openTrace(page: Page): Promise<Locator> {
  await page.goto(`${server.url}/monitor/trace`);
  const screen = page.getByTestId('monitor-trace');
  await screen.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 15000 });
  return screen;
}

const startTimeCell = (screen: Locator) => screen.locator('.ant-descriptions-item-label:has-text("启动时间") + .ant-descriptions-item-content');

async function openRuntime(page: Page): Promise<Locator> {
  await page.goto(`${server.url}/monitor/runtime`);
  const screen = page.getByTestId('monitor-runtime');
  await expect.poll(() => screen.getByText('启动时间').count(), { timeout: 15000 }).toBeGreaterThan(0);
  await expect.poll(() => timeIn(startTimeCell(screen)), { timeout: 15000 }).toMatch(TIME_TEXT);
  return screen;
}

async function openReportPopup(page: Page): Promise<Locator> {
  await page.goto(`${server.url}/examples/pickers`);
  await page.getByTestId('popup-report').getByRole('button', { name: /选\s*择/ }).click();
  const m = page.getByTestId('popup-report-modal');
  await m.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 15000 });
  return m;
}

describe('one clock (business zone) for a viewer in New York', () => {
  it('shows 请求追踪, the runtime page, a list page and a report in China time, and greets by China time', async () => {
    const token = await login('admin', ADMIN_PASSWORD);
    const page = await newViewer(WIDE);

    const before = Date.now();
    await signInToDashboard(page, 'admin', ADMIN_PASSWORD);
    const welcome = (await page.getByTestId('welcome-line').textContent()) ?? '';
    const after = Date.now();
    const chinaGreetings = [before, after].map((t) => greetingFor(Number(shanghai(t).slice(11, 13))));
    const newYorkGreetings = [before, after].map((t) => greetingFor(Number(wallText(t, VIEWER_ZONE).slice(11, 13))));
    expect(chinaGreetings.some((g) => welcome.startsWith(`${g}，`)), welcome).toBe(true);
    // China and New York are 12 or 13 hours apart: their greetings always differ, so the browser's clock is not used.
    expect(newYorkGreetings.some((g) => welcome.startsWith(`${g}，`)), welcome).toBe(false);
    await shot(page, 'clock-header-wide');

    // A list page (server-formatted times): the newest sign-in, this browser's.
    await page.goto(`${server.url}/system/log`);
    const firstLog = page.locator('.entity-list:visible .ant-table-row').first();
    await firstLog.waitFor({ timeout: 15000 });
    const signInOnList = await timeIn(firstLog);
    expect(signInOnList).toMatch(TIME_TEXT);
    expect(secondsApart(signInOnList, shanghai(before))).toBeLessThan(60);
    await shot(page, 'clock-log-list-wide');

    // 请求追踪 (times formatted by the web): the same sign-in request shows the same clock, to the second or so.
    const trace = await openTrace(page);
    const loginRow = trace.locator('.ant-table-tbody tr.ant-table-row', { hasText: '/api/sys/login' }).first();
    const signInOnTrace = await timeIn(loginRow);
    expect(secondsApart(signInOnTrace, signInOnList)).toBeLessThanOrEqual(2);
    const entries = (await api('GET', '/monitor/trace', token)).result as { time: number }[];
    const shownTimes = await Promise.all((await trace.locator('.ant-table-tbody tr.ant-table-row').all()).slice(0, 10).map(timeIn));
    const china = new Set(entries.map((e) => shanghai(e.time)));
    const newYork = new Set(entries.map((e) => wallText(e.time, VIEWER_ZONE)));
    for (const shown of shownTimes) {
      expect(china.has(shown), shown).toBe(true);
      expect(newYork.has(shown), shown).toBe(false);
    }
    const updated = ((await trace.getByText(/更新于 \d{2}:\d{2}:\d{2}/).textContent()) ?? '').slice(4);
    expect(secondsApart(`2000-01-01 ${updated}`, `2000-01-01 ${shanghai(Date.now()).slice(11)}`) % 86_400).toBeLessThan(120);
    await shot(page, 'clock-trace-wide');

    // The Node.js runtime page: its start time in China time.
    const runtime = await openRuntime(page);
    const { startTime } = (await api('GET', '/monitor/runtime', token)).result as { startTime: number };
    expect(await timeIn(startTimeCell(runtime))).toBe(shanghai(startTime));
    await page.waitForTimeout(800);
    await shot(page, 'clock-runtime-wide');

    // HTTP 服务: counted since the server's start, in China time; the chart's axis too.
    await page.goto(`${server.url}/monitor/http`);
    const { since } = (await api('GET', '/monitor/http', token)).result as { since: number };
    await page.getByTestId('monitor-http').getByText(`自 ${shanghai(since).slice(5)} 启动以来`).waitFor({ timeout: 15000 });
    await page.waitForTimeout(5500); // a second reading, so the chart has a line and an axis
    await shot(page, 'clock-http-wide');

    // A report's rows (database timestamps formatted by the web) agree with the user list (formatted by the server).
    const users = (await api('GET', '/sys/user/list?username=admin', token)).result.records as { username: string; createTime: string }[];
    const adminCreated = users.find((u) => u.username === 'admin')!.createTime;
    const popup = await openReportPopup(page);
    await popup.getByPlaceholder('请输入用户账号').fill('admin');
    await popup.getByRole('button', { name: /查\s*询/ }).click();
    const adminRow = popup.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'admin' }).first();
    await expect.poll(() => timeIn(adminRow), { timeout: 10000 }).toBe(adminCreated);
    await page.waitForTimeout(400);
    await shot(page, 'clock-report-wide');
    await page.context().close();
  });

  it('looks right on a phone in New York too', async () => {
    const page = await newViewer(NARROW);
    await signInToDashboard(page, 'admin', ADMIN_PASSWORD);
    const token = await login('admin', ADMIN_PASSWORD);
    await openTrace(page);
    await page.waitForTimeout(600);
    await shot(page, 'clock-trace-narrow');
    const runtime = await openRuntime(page);
    const { startTime } = (await api('GET', '/monitor/runtime', token)).result as { startTime: number };
    expect(await timeIn(startTimeCell(runtime))).toBe(shanghai(startTime));
    await startTimeCell(runtime).scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    await shot(page, 'clock-runtime-narrow');
    await page.goto(`${server.url}/monitor/http`);
    await page.getByTestId('monitor-http').getByText(/^自 .* 启动以来$/).first().waitFor({ timeout: 15000 });
    await page.waitForTimeout(800);
    await shot(page, 'clock-http-narrow');
    const popup = await openReportPopup(page);
    await expect.poll(() => timeIn(popup.locator('.ant-table-tbody tr.ant-table-row').first()), { timeout: 10000 }).toMatch(TIME_TEXT);
    // The time is the last column: scroll the table to it for the picture.
    await popup.locator('.ant-table-content, .ant-table-body').first().evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await page.waitForTimeout(400);
    await shot(page, 'clock-report-narrow');
    await page.context().close();
  });
});
