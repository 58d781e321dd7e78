import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, login } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { page, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';

/** 基础数据 > 车辆 against the real server: a car with its driver through the pickers, an import of 500 cars with 3 bad rows. */
const NEW_PASSWORD = 'Meiyun@2026';
const CARRIER = '太原顺达物流有限公司';
const IMPORTED = 500;

setUpSession({ context: { acceptDownloads: true } });

const visible = (p: Page, selector: string) => p.locator(`${selector}:not([class*="-hidden"])`);
const totalText = () => page.locator('.entity-list .ant-pagination-total-text');
const dialog = (title: string) => visible(page, '.ant-modal-wrap').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const formItem = (label: string) => dialog('新增车辆').locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) });

async function readWorkbook(path: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const values: string[][] = [];
  wb.worksheets[0].eachRow((row) => values.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return values;
}

/** 500 cars of the carrier, of which row 101 has a bad plate, row 202 repeats row 201's, row 303 weighs more empty than full. */
async function carsWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('车辆');
  ws.addRow(['车牌号*', '车辆类型', '轴数', '额定载重(kg)', '参考皮重(kg)', '最大总重(kg)', '排放标准', '承运单位', '状态']);
  for (let i = 1; i <= IMPORTED; i++) {
    let plate = `晋K${String(10000 + i)}`;
    let tare = 15000 + (i % 50) * 20;
    if (i === 101) plate = '晋K1O1';
    if (i === 202) plate = `晋K${String(10000 + 201)}`;
    if (i === 303) tare = 52000;
    ws.addRow([plate, '重型半挂牵引车', 6, 32000, tare, 49000, i % 2 ? '国五' : '国六', CARRIER, '启用']);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('基础数据 > 车辆', () => {
  it('opens the car list from the menu', async () => {
    await signInWithNewPassword(page, 'admin', '123456', NEW_PASSWORD);
    const token = await login('admin', NEW_PASSWORD);
    const carrier = await api('POST', '/coal/carrier/add', token, { name: CARRIER });
    expect(carrier.success, carrier.message).toBe(true);
    expect((await api('POST', '/coal/carrier/add', token, { name: '大同远通运输有限公司' })).success).toBe(true);
    const driver = await api('POST', '/coal/driver/add', token, { name: '王建国', phone: '13935112345', idNumber: '140105198503070014', carrierId: carrier.result.id });
    expect(driver.success, driver.message).toBe(true);
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await menu.getByText('基础数据').click();
    await menu.getByText('车辆', { exact: true }).click();
    await page.waitForURL(/\/coal\/car/);
    await page.locator('.entity-list-table').waitFor();
  });

  it('adds a car whose driver, chosen in the picker, brings the carrier', async () => {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await dialog('新增车辆').waitFor();
    await formItem('车牌号').locator('input').fill('晋a 88888');
    await formItem('参考皮重(kg)').locator('input').fill('15000');
    await formItem('额定载重(kg)').locator('input').fill('32000');
    await formItem('默认司机').getByRole('button', { name: '选择' }).click();
    const picker = dialog('选择司机');
    await picker.getByText('王建国').click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => formItem('承运单位').locator('input').inputValue()).toBe(CARRIER);
    expect(await formItem('默认司机').locator('input').inputValue()).toBe('王建国');
    await page.waitForTimeout(400);
    await shot(page, 'coal-car-form-wide');
    await dialog('新增车辆').getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-message-notice', { hasText: '添加成功' }).waitFor({ timeout: 10000 });
    const row = page.locator('.entity-list-table .ant-table-tbody tr.ant-table-row', { hasText: '晋A88888' });
    await row.waitFor();
    expect(await row.textContent()).toContain('王建国');
    expect(await row.textContent()).toContain(CARRIER);
  });

  it('lays the car dialog out on a phone, the driver picker included', async () => {
    // A phone lays the page out anew: the dialog is opened there.
    await page.setViewportSize(NARROW);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await dialog('新增车辆').waitFor();
    await formItem('车牌号').locator('input').fill('晋A66666');
    await formItem('默认司机').getByRole('button', { name: '选择' }).click();
    await page.waitForTimeout(400);
    await shot(page, 'coal-car-driver-picker-narrow');
    const picker = dialog('选择司机');
    await picker.getByText('王建国').click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => formItem('承运单位').locator('input').inputValue()).toBe(CARRIER);
    await page.waitForTimeout(400);
    await shot(page, 'coal-car-form-narrow');
    await dialog('新增车辆').getByRole('button', { name: /取\s*消/ }).click();
    await page.setViewportSize(WIDE);
    await page.locator('.entity-list-table').waitFor();
  });

  it('imports 500 cars: 497 written, the error file names the 3 bad rows', async () => {
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const modal = visible(page, '.ant-modal-wrap').filter({ hasText: '导入EXCEL' });
    await modal.locator('input[type="file"]').setInputFiles({
      name: '车辆导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await carsWorkbook(),
    });
    await modal.getByRole('button', { name: '开始上传' }).click();
    const notice = page.locator('.ant-notification-notice', { hasText: '有3条数据导入失败' });
    await notice.waitFor({ timeout: 60000 });
    const [download] = await Promise.all([page.waitForEvent('download'), notice.getByText('点击下载错误文件').click()]);
    const sheet = await readWorkbook((await download.path())!);
    expect(sheet[0].at(-1)).toBe('错误原因');
    expect(sheet.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      ['晋K1O1', '车牌号格式不正确'],
      ['晋K10201', '车牌号「晋K10201」在文件中重复'],
      ['晋K10303', '参考皮重(kg)（52000）必须小于最大总重(kg)（49000）'],
    ]);
    await notice.locator('.ant-notification-notice-close').click();
    await expect.poll(() => totalText().textContent(), { timeout: 15000 }).toBe(`1-10 共 ${IMPORTED - 3 + 1} 条`);
    await shot(page, 'coal-car-list-wide');
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await shot(page, 'coal-car-list-narrow');
    await page.setViewportSize(WIDE);
  });
});
