import { afterAll, describe, expect, it } from 'vitest';
import { api, login, ok } from './support/api';
import { shot } from './support/browser';
import { page, server, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { startSmtpServer } from '../server/test/support/smtp-server';

/**
 * 消息模板 in Chromium (docs/message-templates.md) on a server that e-mails through an SMTP server started here
 * (smtp-server): the administrator finds the notices' templates, sends an e-mail template's test to themself, and
 * turns e-mail off in 新消息通知.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';
const smtp = await startSmtpServer();
const { received } = smtp;

setUpSession({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: '煤运调度平台 <noreply@meiyun.test>' } });
afterAll(() => smtp.close());

describe('消息模板', () => {
  let admin: string;

  it('lists the notices’ templates and sends an e-mail template’s test to the administrator', async () => {
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    admin = await login('admin', ADMIN_PASSWORD);
    const me = await ok(api('GET', '/sys/user/profile', admin));
    await ok(api('PUT', '/sys/user/editProfile', admin, { realname: me.userInfo.realname, email: 'admin@coal.example' }));
    await ok(
      api('POST', '/sys/message/sysMessageTemplate/add', admin, {
        templateName: '合同到期提醒邮件',
        templateCode: 'coal_contract_expiring',
        templateType: 'email',
        templateTitle: '合同即将到期：${contractNo}',
        templateContent: '合同 ${contractNo}（${counterparty}）将于 ${endDate} 到期，${daysText}。',
        templateTestJson: '{"contractNo": "HT-2026-0007", "counterparty": "河津电厂", "endDate": "2026-12-31", "daysText": "还有 30 天"}',
      }),
    );

    await page.goto(`${server.url}/system/messageTemplate`);
    const table = page.locator('.ant-table-tbody');
    await expect.poll(() => table.locator('tr.ant-table-row').count()).toBeGreaterThan(5);
    expect(await table.textContent()).toContain('合同待审批');
    await shot(page, 'message-templates-wide');

    const row = table.locator('tr.ant-table-row', { hasText: '合同到期提醒邮件' });
    await row.getByText('发送测试').click();
    const dialog = page.getByRole('dialog', { name: /发送测试/ });
    await dialog.getByTestId('notice-vars').waitFor();
    expect(await dialog.getByTestId('notice-vars').textContent()).toContain('${daysText}');
    await page.waitForTimeout(400); // the dialog's zoom
    await shot(page, 'message-template-test-wide');
    await dialog.getByRole('button', { name: /发\s*送/ }).click();
    await page.getByText('测试消息已发送（邮件）').waitFor();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0].to).toBe('admin@coal.example');
  });

  it('turns e-mail notices off in 新消息通知', async () => {
    await page.goto(`${server.url}/account/settings`);
    await page.getByRole('tab', { name: '新消息通知' }).click();
    const email = page.getByTestId('notify-email');
    await expect.poll(() => email.getAttribute('aria-checked')).toBe('true');
    await email.click();
    await page.getByText('通知设置已保存').waitFor();
    await expect.poll(async () => (await ok(api('GET', '/sys/user/notifyPrefs', admin))).email).toBe(false);
    await page.waitForTimeout(400);
    await shot(page, 'account-notify-wide');
  });
});
