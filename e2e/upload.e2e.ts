import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NARROW, shot } from './support/browser';
import { GEOLOCATION_TIMEOUT_MS } from '../web/src/components/mapFence/fence';
import { browser, context, page, server, setUpSession } from './support/session';
import { signInToDashboard, signInWithNewPassword } from './support/signIn';
import { expectPlainTexts } from './support/plainTexts';
import { gradientPng } from './support/png';

const NEW_PASSWORD = 'Meiyun@2026';
/** The server runs with a small upload limit so that an oversize file is quick to make. */
const UPLOAD_LIMIT = 20_000;

const PNG = gradientPng(160, 120, [114, 46, 209]);
const PNG2 = gradientPng(160, 120, [19, 194, 194]);

setUpSession({ env: { UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) } });

async function expectMessage(p: Page, text: string, timeout = 10000) {
  await expect.poll(() => p.locator('.ant-message-notice', { hasText: text }).count(), { timeout }).toBeGreaterThan(0);
}

async function open(p: Page, path: string, testId: string) {
  await p.goto(`${server.url}${path}`);
  await p.getByTestId(testId).waitFor({ timeout: 20000 });
}

const imagesInput = () => page.getByTestId('upload-images').locator('input[type="file"]');

describe('upload widgets against the real server', () => {
  it('signs in as admin, setting the forced new password', async () => {
    await signInWithNewPassword(page, 'admin', '123456', NEW_PASSWORD);
  });

  it('finds the example pages under 组件示例', async () => {
    await page.locator('.ant-layout-sider .ant-menu').getByText('组件示例').click();
    await page.locator('.ant-layout-sider .ant-menu').getByText('上传', { exact: true }).click();
    await page.waitForURL(/\/examples\/upload/);
    await page.getByTestId('upload-demo-page').waitFor();
  });

  it('uploads an image and shows it, loaded back from /sys/common/static', async () => {
    await imagesInput().setInputFiles({ name: '质检.png', mimeType: 'image/png', buffer: PNG });
    const img = page.getByTestId('upload-images').locator('img').first();
    await img.waitFor({ timeout: 15000 });
    expect(await img.getAttribute('src')).toMatch(/^\/api\/sys\/common\/static\/quality\/\d{8}\/.+\.png\?token=/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 10000 }).toBe(160);
    // The form's data lists the file by name, not by its storage path.
    await expect.poll(() => page.getByTestId('photos-value').textContent()).toMatch(/^质检_[0-9a-f]{12}\.png$/);
    await expectPlainTexts(page, 'upload-demo-page');
  });

  it('refuses a non-image before uploading with 请上传图片', async () => {
    await imagesInput().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('不是图片') });
    await expectMessage(page, '请上传图片');
    expect(await page.getByTestId('upload-images').locator('[data-status]').count()).toBe(1);
  });

  it('shows the server refusing a disguised file and an oversize one', async () => {
    await imagesInput().setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>hello</html>') });
    await expect.poll(() => page.getByTestId('upload-images').locator('[data-status="error"]').first().textContent(), { timeout: 10000 }).toContain('文件内容与扩展名不符');
    await expectMessage(page, 'fake.png 上传失败.');

    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT + 1000, 7)]);
    await imagesInput().setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    const oversize = page.getByTestId('upload-images').locator('[data-status="error"]', { hasText: '文件大小超出限制' });
    await oversize.waitFor({ timeout: 10000 });
    await expectMessage(page, 'big.png 上传失败.');
    await shot(page, 'examples-upload-wide');
    // Failed files stay visible until removed; removing them leaves the good image alone.
    for (let i = 0; i < 2; i++) {
      await page.getByTestId('upload-images').locator('[data-status="error"]').first().getByLabel('删除').click();
    }
    await expect.poll(() => page.getByTestId('upload-images').locator('[data-status]').count()).toBe(1);
  });

  it('warns at the ends of the image list', async () => {
    await imagesInput().setInputFiles({ name: '第二张.png', mimeType: 'image/png', buffer: PNG2 });
    await expect.poll(() => page.getByTestId('upload-images').locator('[data-status="done"]').count(), { timeout: 10000 }).toBe(2);
    const first = page.getByTestId('upload-images').locator('[data-status="done"]').first();
    await first.hover();
    await first.getByLabel('左移').click();
    await expectMessage(page, '未知的操作');
    const before = await page.getByTestId('photos-value').textContent();
    await first.hover();
    await first.getByLabel('右移').click();
    await expect.poll(() => page.getByTestId('photos-value').textContent()).toBe(before!.split('、').reverse().join('、'));
    const last = page.getByTestId('upload-images').locator('[data-status="done"]').last();
    await last.hover();
    await last.getByLabel('右移').click();
    await expectMessage(page, '已到最后~');
  });

  it('the file popup refuses an empty confirm and hands back the uploaded files', async () => {
    await page.getByRole('button', { name: '上传文件' }).click();
    const popup = page.getByTestId('file-popup');
    await popup.getByRole('button', { name: /确\s*定/ }).click();
    await expectMessage(page, '未上传任何文件');
    await popup.locator('input[type="file"]').setInputFiles({ name: '过磅单.csv', mimeType: 'text/csv', buffer: Buffer.from('车牌,净重\n晋A12345,32000\n') });
    await popup.locator('[data-status="done"]').waitFor({ timeout: 10000 });
    await shot(page, 'examples-file-popup-wide');
    await popup.getByRole('button', { name: /确\s*定/ }).click();
    const link = page.getByRole('link', { name: '过磅单.csv' });
    await expect.poll(() => link.count(), { timeout: 10000 }).toBe(1);
    expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toMatch(/\/sys\/common\/static\/temp\/\d{8}\/过磅单_.+\.csv\?token=/);
  });

  it('drags the slider to verify', async () => {
    await open(page, '/examples/drag-verify', 'drag-verify-demo-page');
    const handle = page.getByRole('slider');
    const box = (await handle.boundingBox())!;
    const track = (await page.getByTestId('drag-verify').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await page.getByTestId('drag-verify').getAttribute('data-verified')).toBe('false');
    // The handle slides back to the start.
    await expect.poll(async () => (await handle.boundingBox())!.x).toBeCloseTo(box.x, 0);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width + 40, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('drag-verify').textContent()).toContain('验证通过');
    await shot(page, 'examples-drag-verify-wide');
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await expect.poll(() => page.getByTestId('drag-verify').getAttribute('data-verified')).toBe('false');
    expect(await page.getByTestId('drag-verify').textContent()).toContain('请按住滑块拖动');
  });

  it('sets a fence by numbers on the grid map, without tiles', async () => {
    await open(page, '/examples/map-fence', 'map-fence-demo-page');
    await page.getByRole('button', { name: /设置围栏/ }).click();
    const dialog = page.getByTestId('map-fence-modal');
    await dialog.locator('.leaflet-container').waitFor();
    // The circle is drawn (not clickable, so a click inside it still moves the centre).
    await expect.poll(() => dialog.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(0);
    await dialog.getByLabel('经度').fill('112.55');
    await dialog.getByLabel('纬度').fill('37.87');
    await dialog.getByLabel('半径（米）').fill('2500');
    await dialog.getByLabel('纬度').press('Tab');
    await shot(page, 'examples-map-fence-dialog-wide');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.getByTestId('fence-result').textContent()).toContain('2500');
    expect(await page.getByTestId('fence-result').textContent()).toContain('112.55');
    await page.getByTestId('map-fence-modal').waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    await shot(page, 'examples-map-fence-wide');
  });

  it('locates through the browser, and says 定位失败！ when refused', async () => {
    await page.getByRole('button', { name: /修改围栏/ }).click();
    const dialog = page.getByTestId('map-fence-modal');
    await dialog.locator('.leaflet-container').waitFor();
    await dialog.getByRole('button', { name: /定\s*位/ }).click();
    // Headless Chromium usually refuses at once, but may leave the request unanswered; the dialog then gives up
    // after its own GEOLOCATION_TIMEOUT_MS (10 s), so the wait must outlast that — by a margin a busy machine's
    // late timers need (a run with the CPU shared saw 15 s go by).
    await expectMessage(page, '定位失败！', GEOLOCATION_TIMEOUT_MS + 20000);

    await context.grantPermissions(['geolocation'], { origin: server.url });
    await context.setGeolocation({ latitude: 36.0876, longitude: 111.5189 });
    await dialog.getByRole('button', { name: /定\s*位/ }).click();
    await expect.poll(() => dialog.getByLabel('纬度').inputValue()).toBe('36.087600');
    expect(await dialog.getByLabel('经度').inputValue()).toBe('111.518900');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
  });

  it('shows the editors', async () => {
    await open(page, '/examples/editor', 'editor-demo-page');
    await page.locator('.w-md-editor').waitFor();
    // The image dialog: upload, a remark, and the preview loads it back from the server.
    await page.locator('.w-md-editor-text-input').click();
    await page.keyboard.press('Control+End');
    await page.getByRole('button', { name: '插入图片' }).click();
    const imageDialog = page.locator('.ant-modal', { hasText: '图片来源' });
    await imageDialog.locator('input[type="file"]').setInputFiles({ name: '磅房.png', mimeType: 'image/png', buffer: PNG2 });
    await imageDialog.locator('[data-status="done"]').waitFor({ timeout: 10000 });
    await imageDialog.getByLabel('备注').fill('磅房现场');
    await imageDialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.locator('.w-md-editor-text-input').inputValue()).toMatch(/!\[磅房现场\]\(\/api\/sys\/common\/static\/editor\/\d{8}\/磅房_[0-9a-f]{12}\.png\)/);
    const previewImg = page.locator('.wmde-markdown img[alt="磅房现场"]');
    await previewImg.waitFor({ timeout: 10000 });
    await expect.poll(() => previewImg.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 10000 }).toBe(160);
    // A paragraph of its own, not part of the quote above it.
    expect(await previewImg.evaluate((el) => el.closest('blockquote'))).toBeNull();
    await imageDialog.waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    await shot(page, 'examples-editor-markdown-wide');
    await page.getByRole('tab', { name: '代码' }).click();
    await page.locator('.cm-editor').waitFor();
    await page.waitForTimeout(400); // the tab's ink bar
    await shot(page, 'examples-editor-code-wide');
    await page.getByRole('tab', { name: '富文本' }).click();
    const editor = page.getByTestId('rich-text-editor');
    await editor.locator('.tiptap').waitFor();
    await editor.locator('input[type="file"]').setInputFiles({ name: '现场.png', mimeType: 'image/png', buffer: PNG });
    const img = editor.locator('.tiptap img');
    await img.waitFor({ timeout: 10000 });
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 10000 }).toBe(160);
    await page.getByText('HTML 源码', { exact: true }).click();
    const source = page.getByRole('textbox', { name: 'HTML 源码' });
    await expect.poll(() => source.inputValue()).toMatch(/<img src="\/api\/sys\/common\/static\/editor\/\d{8}\/[^"?]+\.png"/);
    await page.getByText('显示效果', { exact: true }).click();
    await page.waitForTimeout(400);
    await shot(page, 'examples-editor-rich-wide');

    // What is rendered is sanitised, in the real browser.
    await page.getByText('HTML 源码', { exact: true }).click();
    await source.fill('<p>正文</p><img src="x" onerror="window.__xss=1"><a href="javascript:window.__xss=2">链接</a><a href="https://example.com/">外链</a><script>window.__xss=3</script>');
    await page.getByText('显示效果', { exact: true }).click();
    const output = page.locator('.rich-text-output');
    await expect.poll(() => output.textContent()).toContain('正文');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await output.innerHTML()).not.toMatch(/onerror|javascript:|<script/i);
    expect(await output.locator('a[href^="https:"]').getAttribute('rel')).toBe('noopener noreferrer');
    expect(await output.locator('a[href^="https:"]').getAttribute('target')).toBe('_blank');
  });

  it('looks right on a narrow screen', async () => {
    const narrow = await browser.newContext({ viewport: NARROW, locale: 'zh-CN', isMobile: true, hasTouch: true });
    const phone = await narrow.newPage();
    await signInToDashboard(phone, 'admin', NEW_PASSWORD);
    for (const [path, testId, name] of [
      ['/examples/upload', 'upload-demo-page', 'upload'],
      ['/examples/editor', 'editor-demo-page', 'editor'],
      ['/examples/map-fence', 'map-fence-demo-page', 'map-fence'],
      ['/examples/drag-verify', 'drag-verify-demo-page', 'drag-verify'],
    ] as const) {
      await phone.goto(`${server.url}${path}`);
      await phone.getByTestId(testId).waitFor({ timeout: 20000 });
      await phone.waitForTimeout(300);
      await expectPlainTexts(phone, testId);
      if (name === 'upload') {
        await phone.getByTestId('upload-images').locator('input[type="file"]').setInputFiles([
          { name: 'a.png', mimeType: 'image/png', buffer: PNG },
          { name: 'b.png', mimeType: 'image/png', buffer: PNG2 },
        ]);
        await expect.poll(() => phone.getByTestId('upload-images').locator('[data-status="done"]').count(), { timeout: 10000 }).toBe(2);
        await phone.getByTestId('upload-files').locator('input[type="file"]').setInputFiles({ name: '一个名字很长的合同附件扫描件-2026年第一季度.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
        await phone.getByTestId('upload-files').locator('[data-status="done"]').waitFor({ timeout: 10000 });
        await phone.getByTestId('upload-images').scrollIntoViewIfNeeded();
      }
      await shot(phone, `examples-${name}-narrow`);
    }
    await phone.goto(`${server.url}/examples/map-fence`);
    await phone.getByRole('button', { name: /设置围栏/ }).click();
    await phone.getByTestId('map-fence-modal').locator('.leaflet-container').waitFor();
    await phone.waitForTimeout(500); // the dialog's opening animation
    await shot(phone, 'examples-map-fence-dialog-narrow');
    await narrow.close();
  });
});
