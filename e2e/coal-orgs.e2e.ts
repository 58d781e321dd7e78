import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, login } from './support/api';
import { NARROW, shot, WIDE, shotWideAndNarrow } from './support/browser';
import { page, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { openListFromMenu } from './support/menu';

/** 基础数据 > 供应商 and 收货单位 against the real server: a supplier with a checked credit code, a consignee picking its consumer. */
const NEW_PASSWORD = 'Meiyun@2026';

setUpSession();

const visible = (p: Page, selector: string) => p.locator(`${selector}:not([class*="-hidden"])`);
const dialog = (title: string) => visible(page, '.ant-modal-wrap').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const formItem = (title: string, label: string) => dialog(title).locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** The shell remounts the page when the viewport crosses the narrow breakpoint, closing an open dialog. */
async function wideShot(name: string) {
  await page.waitForTimeout(400);
  await shot(page, `${name}-wide`);
}

const shots = (name: string) => shotWideAndNarrow(page, name);

/** The open tab's 新增 (a tab left open keeps its own, hidden). */
const addButton = () => page.getByRole('button', { name: /新\s*增/ }).locator('visible=true');

const openMenu = (name: string, url: RegExp) => openListFromMenu(page, '基础数据', name, url);

describe('基础数据 > 供应商 and 收货单位', () => {
  it('lists the suppliers', async () => {
    await signInWithNewPassword(page, 'admin', '123456', NEW_PASSWORD);
    const token = await login('admin', NEW_PASSWORD);
    for (const s of [
      { name: '晋能控股煤业集团有限公司', creditCode: '91140100MA0GR1110U', mine: '同忻煤矿', contact: '王建军', phone: '0352-7012345', address: '山西省大同市平城区御东新区', bankName: '中国工商银行大同分行', bankAccount: '0502 0012 0902 4567 891' },
      { name: '大同煤矿集团有限责任公司', creditCode: '91350100M000100Y43', mine: '塔山煤矿', contact: '李红', phone: '13935212345', address: '山西省大同市矿区新平旺', bankName: '中国建设银行大同分行', bankAccount: '14001650108050012345' },
    ]) {
      const r = await api('POST', '/coal/supplier/add', token, s);
      expect(r.success, r.message).toBe(true);
    }
    const consumer = await api('POST', '/coal/consumer/add', token, { name: '华能天津电厂', creditCode: '92140100MA0L2B3C4C' });
    expect(consumer.success, consumer.message).toBe(true);
    expect((await api('POST', '/coal/consumer/add', token, { name: '国电大同第二发电厂' })).success).toBe(true);
    await openMenu('供应商', /\/coal\/supplier/);
    await page.locator('.entity-list-table .ant-table-row', { hasText: '塔山煤矿' }).waitFor();
    await shots('coal-supplier-list');
  });

  it('refuses a wrong credit code in the form and saves a right one normalised', async () => {
    await addButton().click();
    const t = '新增供应商';
    await dialog(t).waitFor();
    await formItem(t, '供应商名称').locator('input').fill('平朔煤业有限公司');
    await formItem(t, '统一社会信用代码').locator('input').fill('91350100M000100Y44');
    await formItem(t, '煤矿').locator('input').fill('安家岭煤矿');
    await formItem(t, '联系电话').locator('input').fill('12345');
    await dialog(t).getByRole('button', { name: /确\s*定/ }).click();
    await formItem(t, '统一社会信用代码').locator('.ant-form-item-explain-error').waitFor();
    expect(await formItem(t, '统一社会信用代码').locator('.ant-form-item-explain-error').textContent()).toBe('统一社会信用代码的校验位不正确');
    expect(await formItem(t, '联系电话').locator('.ant-form-item-explain-error').textContent()).toBe('请输入正确的手机号或座机号');
    await wideShot('coal-supplier-form');
    await formItem(t, '统一社会信用代码').locator('input').fill('5214 0000 ma0k 12345t');
    await formItem(t, '联系电话').locator('input').fill('0349-6012345');
    await dialog(t).getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-message-notice', { hasText: '添加成功' }).last().waitFor({ timeout: 10000 });
    const row = page.locator('.entity-list-table .ant-table-row', { hasText: '平朔煤业有限公司' });
    await row.waitFor();
    expect(await row.textContent()).toContain('52140000MA0K12345T');
  });

  it('adds a consignee, picking its consumer by name', async () => {
    await openMenu('收货单位', /\/coal\/consignee/);
    await addButton().click();
    const t = '新增收货单位';
    await dialog(t).waitFor();
    await formItem(t, '收货单位名称').locator('input').fill('华能天津电厂南疆煤场');
    await formItem(t, '所属客户').locator('.ant-select').click();
    await formItem(t, '所属客户').locator('input').fill('华能');
    await visible(page, '.ant-select-dropdown').getByText('华能天津电厂').waitFor();
    await wideShot('coal-consignee-form-picker');
    await visible(page, '.ant-select-dropdown').getByText('华能天津电厂').click();
    await formItem(t, '地址').locator('input').fill('天津港南疆港区');
    await formItem(t, '联系人').locator('input').fill('赵建华');
    await formItem(t, '联系电话').locator('input').fill('022-25701234');
    await wideShot('coal-consignee-form');
    await dialog(t).getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-message-notice', { hasText: '添加成功' }).last().waitFor({ timeout: 10000 });
    const row = page.locator('.entity-list-table .ant-table-row', { hasText: '南疆煤场' });
    await row.waitFor();
    expect(await row.textContent()).toContain('华能天津电厂');
    await shots('coal-consignee-list');
  });

  it('shows both forms on a phone', async () => {
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(500);
    await addButton().click();
    await dialog('新增收货单位').waitFor();
    await formItem('新增收货单位', '所属客户').locator('.ant-select').click();
    await visible(page, '.ant-select-dropdown').getByText('国电大同第二发电厂').waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'coal-consignee-form-narrow');
    await page.keyboard.press('Escape');
    await dialog('新增收货单位').getByRole('button', { name: /取\s*消/ }).click();
    await page.goto(page.url().replace(/\/coal\/consignee.*/, '/coal/supplier'));
    await page.locator('.entity-list-table').locator('visible=true').waitFor();
    await addButton().click();
    await dialog('新增供应商').waitFor();
    await formItem('新增供应商', '统一社会信用代码').locator('input').fill('91350100M000100Y44');
    await dialog('新增供应商').getByRole('button', { name: /确\s*定/ }).click();
    await formItem('新增供应商', '统一社会信用代码').locator('.ant-form-item-explain-error').waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'coal-supplier-form-narrow');
    await page.setViewportSize(WIDE);
  });
});
