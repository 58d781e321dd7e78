import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * In the 新建结算 dialog: the contract chosen in its picker by number, and the period typed into both inputs of the
 * range (antd gives both the test id), as a clerk does it.
 */
export async function chooseContractAndPeriod(page: Page, dialog: Locator, contractNo: string, from: string, to: string): Promise<void> {
  await page.getByTestId('settlement-contract-picker').getByRole('button', { name: /选\s*择/ }).click();
  const picker = page.getByTestId('settlement-contract-picker-modal').locator('.ant-modal');
  await picker.waitFor();
  await picker.getByPlaceholder('请输入合同编号').fill(contractNo);
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  const radio = picker.locator('.ant-table-tbody tr.ant-table-row', { hasText: contractNo }).first().locator('.ant-radio-input').first();
  await expect
    .poll(async () => {
      if (!(await radio.isChecked())) await radio.click({ force: true, timeout: 2000 }).catch(() => undefined);
      return radio.isChecked();
    })
    .toBe(true);
  await picker.locator('.ant-modal-footer').getByRole('button', { name: /确\s*定/ }).click();
  await picker.waitFor({ state: 'hidden' });
  await expect.poll(() => page.getByTestId('settlement-contract-picker').locator('input').inputValue()).toContain(contractNo);
  const inputs = dialog.getByTestId('settlement-period');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(from);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
  await expect.poll(() => inputs.nth(1).inputValue()).toBe(to);
  await page.keyboard.press('Escape').catch(() => undefined);
  await expect.poll(() => inputs.nth(0).inputValue()).toBe(from);
}
