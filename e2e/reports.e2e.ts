import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { businessToday } from '@meiyun/shared';
import { api, login } from './support/api';
import { NARROW, shot } from './support/browser';
import { browser, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { clickMenuEntry } from './support/menu';

/**
 * 报表 on the demo company (docs/reports.md; the demo has eight weeks of weighings): 吨位统计 for last month shows
 * its chart and table with the same totals as the API, and exports them as xlsx; the other reports are opened and
 * looked at, wide and on a phone.
 */
const ADMIN_PASSWORD = 'Admin@2026x';
const WIDE = { width: 1366, height: 768 };

setUpSession({ env: { DEMO_DATA: '1' } });

let page: Page;

/** The first and last China date of the month before this one. */
function lastMonth(): [string, string] {
  const [y, m] = businessToday().split('-').map(Number);
  const py = m === 1 ? y - 1 : y;
  const pm = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(py, pm, 0)).getUTCDate();
  const mm = String(pm).padStart(2, '0');
  return [`${py}-${mm}-01`, `${py}-${mm}-${last}`];
}

async function openReport(p: Page, name: string, url: RegExp) {
  await clickMenuEntry(p, '报表', name);
  await p.waitForURL(url);
}

describe('报表', () => {
  it('吨位统计 for last month: chart, table and totals as the API sums them, and the same figures as xlsx', async () => {
    page = await (await browser.newContext({ viewport: WIDE, locale: 'zh-CN', acceptDownloads: true })).newPage();
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    const token = await login('admin', ADMIN_PASSWORD);
    const [from, to] = lastMonth();
    const expected = (await api('GET', `/coal/report/tonnage?from=${from}&to=${to}&group=day`, token)).result as { rows: unknown[]; totals: { trips: number; settleT: string } };
    expect(expected.totals.trips).toBeGreaterThan(0);

    await openReport(page, '吨位统计', /\/coal\/reports\/tonnage/);
    const report = page.getByTestId('report-tonnage');
    await report.getByTestId('report-range').locator('.ant-picker').click();
    await page.locator('.ant-picker-presets').locator('visible=true').getByText('上月', { exact: true }).click();
    await expect.poll(() => report.getByTestId('report-total-settleT').textContent(), { timeout: 15_000 }).toBe(expected.totals.settleT);
    expect(await report.getByTestId('report-total-trips').textContent()).toBe(String(expected.totals.trips));
    await report.getByTestId('report-chart').locator('canvas').first().waitFor();
    expect(await report.getByTestId('report-table').locator('.ant-table-row').count()).toBe(Math.min(50, expected.rows.length));
    await page.waitForTimeout(800);
    await shot(page, 'report-tonnage-wide');

    const [download] = await Promise.all([page.waitForEvent('download'), report.getByTestId('report-export').click()]);
    expect(download.suggestedFilename()).toBe(`吨位统计_${from}_${to}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)) as never);
    const sheet = wb.worksheets[0];
    const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
    expect(last[0]).toBe('合计');
    expect(last[4]).toBe(expected.totals.trips);
    expect(last[6]).toBe(Number(expected.totals.settleT));
    expect(sheet.rowCount).toBe(expected.rows.length + 3);

    await page.setViewportSize(NARROW);
    await page.waitForTimeout(800);
    await shot(page, 'report-tonnage-narrow');
    await page.setViewportSize(WIDE);
  });

  it('opens the other reports: chart and table each', async () => {
    for (const [name, url, id] of [
      ['车次统计', /\/coal\/reports\/trips/, 'report-trips'],
      ['合同执行进度', /\/coal\/reports\/contractProgress/, 'report-contract-progress'],
      ['排队时长', /\/coal\/reports\/queueTimes/, 'report-queue-times'],
      ['磅房日报', /\/coal\/reports\/weighbridgeDaily/, 'report-weighbridge-daily'],
    ] as const) {
      await openReport(page, name, url);
      const report = page.getByTestId(id);
      await report.getByTestId('report-table').waitFor();
      await page.waitForTimeout(800);
      await shot(page, `${id}-wide`);
      await page.setViewportSize(NARROW);
      await page.waitForTimeout(800);
      await shot(page, `${id}-narrow`);
      await page.setViewportSize(WIDE);
      await page.waitForTimeout(300);
    }
  });
});
