import { describe, expect, it } from 'vitest';
import { NARROW, shot, WIDE } from './support/browser';
import { page, server, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';

const NEW_PASSWORD = 'Meiyun@2026';

setUpSession();

describe('我的部门', () => {
  it('shows the administrator’s departments with details and members', async () => {
    await signInWithNewPassword(page, 'admin', '123456', NEW_PASSWORD);

    await page.goto(`${server.url}/system/my-depart`);
    await page.getByTestId('my-depart-tree').waitFor({ timeout: 20000 });
    const details = page.getByTestId('my-depart-details');
    await details.waitFor();
    await expect.poll(() => details.textContent()).toContain('机构编码');
    await expect.poll(() => page.getByTestId('my-depart-users').locator('.ant-table-row').count(), { timeout: 10000 }).toBeGreaterThan(0);
    await page.waitForTimeout(400);
    await shot(page, 'my-depart-wide');
    await page.setViewportSize(NARROW);
    await page.waitForTimeout(600);
    await shot(page, 'my-depart-narrow');
  });

  it('offers 导出 and 导入 on the department screen, the import in the list kit’s dialog', async () => {
    await page.setViewportSize(WIDE);
    await page.goto(`${server.url}/system/depart`);
    await page.getByTestId('depart-export').waitFor({ timeout: 20000 });
    await page.getByTestId('depart-import').click();
    const dialog = page.locator('.ant-modal', { hasText: '导入EXCEL' }).first();
    await dialog.waitFor({ timeout: 5000 });
    await page.waitForTimeout(400);
    await shot(page, 'depart-import-dialog');
  });
});
