import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sysUser } from '../server/src/core/db/schema/index';
import { sysAnnouncement, sysAnnouncementSend } from '../server/src/modules/sys/announcement/table';
import { WELCOME_ANNOUNCEMENT } from '../server/src/seed/data';
import { seedId } from '../server/src/core/db/seed-id';
import { api, login } from './support/api';
import { NARROW, shot, WIDE } from './support/browser';
import { browser, setUpSession } from './support/session';
import { signInToDashboard } from './support/signIn';

const ADMIN_PASSWORD = 'Admin@2024x';
const CLERK = { username: 'clerk', password: 'Clerk@2024x' };
const DRAFTS = {
  pushed: '关于本周五煤场盘点的通知',
  urgent: '3号皮带检修，暂停装车',
  system: '系统将于今晚22:00升级',
};

let page: Page;
const ids: Record<string, string> = {};

/** Unread count shown by the bell, once its first load answered (NaN before). */
const bellCount = async (p: Page = page) => {
  const bell = p.getByTestId('notice-bell');
  if ((await bell.getAttribute('data-loaded')) !== '1') return NaN;
  return Number(await bell.getAttribute('data-unread'));
};

setUpSession({
  context: false,
  data: {
    adminPassword: ADMIN_PASSWORD,
    fill: async (ctx) => {
      const [clerk] = await ctx.db.insert(sysUser).values({
        username: CLERK.username,
        realname: '调度员小王',
        passwordHash: await ctx.hasher.hash(CLERK.password),
        status: 1,
        relTenantIds: '1',
      }).returning();
      // The seeded welcome notice is already read, so the bell starts empty.
      await ctx.db.insert(sysAnnouncementSend).values({ anntId: seedId(WELCOME_ANNOUNCEMENT.key), userId: clerk.id, readFlag: 1, readTime: new Date() });
      const rows = await ctx.db
        .insert(sysAnnouncement)
        .values([
          { titile: DRAFTS.pushed, msgContent: '<p>请各煤场于<b>周五 15:00</b> 前完成盘点，并上报库存。</p>', priority: 'M', sender: '调度中心', tenantId: 1 },
          { titile: DRAFTS.urgent, msgContent: '<p>3号皮带今日检修，装车改走2号线。</p>', priority: 'H', sender: '设备科', openType: 'url', openPage: '/isps/userAnnouncement', tenantId: 1 },
          { titile: DRAFTS.system, msgContent: '<p>升级期间系统暂停使用约30分钟。</p>', msgCategory: '2', sender: '信息中心', tenantId: 1 },
        ])
        .returning();
      for (const r of rows) ids[r.titile] = r.id;
    },
  },
});

describe('notices pushed to the bell', () => {
  it("an announcement published by the administrator shows in another signed-in user's bell within 2 s", async () => {
    const context = await browser.newContext({ viewport: WIDE, locale: 'zh-CN' });
    page = await context.newPage();
    const socketOpen = page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/api/websocket/'), timeout: 20000 });
    await signInToDashboard(page, CLERK.username, CLERK.password);
    const ws = await socketOpen;
    expect(ws.url()).not.toContain('token='); // the token travels as the sub-protocol, never in the address
    await expect.poll(bellCount, { timeout: 10000 }).toBe(0);
    // Give the socket its handshake; after that only a push (not the 6 s poll) can be this fast.
    await new Promise((r) => setTimeout(r, 1000));

    const admin = await login('admin', ADMIN_PASSWORD);
    const started = Date.now();
    const res = await api('GET', `/sys/annountCement/doReleaseData?id=${ids[DRAFTS.pushed]}`, admin);
    expect(res.success).toBe(true);
    await expect.poll(bellCount, { timeout: 2000, interval: 50 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);

    for (const t of [DRAFTS.urgent, DRAFTS.system]) await api('GET', `/sys/annountCement/doReleaseData?id=${ids[t]}`, admin);
    await expect.poll(bellCount, { timeout: 2000, interval: 50 }).toBe(3);
  });

  it('shows notices and system messages in two tabs; opening one shows the detail and marks it read', async () => {
    await page.getByTestId('notice-bell').click();
    const pop = page.getByTestId('notice-popover');
    await pop.waitFor();
    await expect.poll(() => pop.getByText('通知(2)').count()).toBe(1);
    await expect.poll(() => pop.getByText('系统消息(1)').count()).toBe(1);
    await page.waitForTimeout(1200); // animations settle
    await shot(page, 'notice-bell-wide');
    await pop.getByText(DRAFTS.urgent).click();
    const modal = page.locator('.ant-modal', { hasText: DRAFTS.urgent });
    await modal.waitFor();
    await expect.poll(() => modal.getByText('3号皮带今日检修').count()).toBe(1);
    await page.waitForTimeout(1200); // animations settle
    await shot(page, 'notice-detail-wide');
    await expect.poll(bellCount, { timeout: 5000 }).toBe(2);
    // open type url: 'go handle' navigates to the announcement's page
    await modal.getByRole('button', { name: '去处理' }).click();
    await page.waitForURL(/\/isps\/userAnnouncement/);
  });

  it('my announcements lists read and unread ones, searches by title and opens one to read', async () => {
    const screen = page.getByTestId('user-announcement-page');
    await screen.waitFor();
    await expect.poll(() => screen.locator('.ant-table-row').count(), { timeout: 5000 }).toBe(4);
    await expect.poll(() => screen.getByText('已读', { exact: true }).count()).toBe(2);
    await page.waitForTimeout(1200); // animations settle
    await shot(page, 'my-announcements-wide');
    await screen.getByPlaceholder('请输入标题').fill('盘点');
    await screen.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => screen.locator('.ant-table-row').count()).toBe(1);
    await screen.locator('.ant-table-row').getByRole('button', { name: '查看' }).click();
    await page.locator('.ant-modal', { hasText: DRAFTS.pushed }).waitFor();
    await expect.poll(bellCount, { timeout: 5000 }).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('reads all from the bell', async () => {
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-read-all').click();
    await expect.poll(bellCount, { timeout: 5000 }).toBe(0);
  });

  it('looks right on a narrow window', async () => {
    const admin = await login('admin', ADMIN_PASSWORD);
    // revoke and publish again so the narrow bell has something to show
    await api('GET', `/sys/annountCement/doReovkeData?id=${ids[DRAFTS.urgent]}`, admin);
    const context = await browser.newContext({ viewport: NARROW, locale: 'zh-CN', isMobile: true, hasTouch: true });
    const narrow = await context.newPage();
    await signInToDashboard(narrow, CLERK.username, CLERK.password);
    await api('GET', `/sys/annountCement/doReleaseData?id=${ids[DRAFTS.urgent]}`, admin);
    await expect.poll(() => bellCount(narrow), { timeout: 8000 }).toBeGreaterThan(0);
    await narrow.getByTestId('notice-bell').click();
    await narrow.getByTestId('notice-popover').waitFor();
    await narrow.waitForTimeout(1200); // animations settle
    await shot(narrow, 'notice-bell-narrow');
    await narrow.getByTestId('notice-more').click();
    await narrow.getByTestId('user-announcement-page').waitFor();
    await expect.poll(() => narrow.locator('.ant-table-row').count(), { timeout: 5000 }).toBe(4);
    await narrow.waitForTimeout(1200); // animations settle
    await shot(narrow, 'my-announcements-narrow');
    await narrow.locator('.ant-table-row').first().getByRole('button', { name: '查看' }).click();
    await narrow.locator('.ant-modal', { hasText: '发布人' }).waitFor();
    await narrow.waitForTimeout(1200); // animations settle
    await shot(narrow, 'notice-detail-narrow');
    await context.close();
  });
});
