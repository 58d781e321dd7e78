import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { api, login, ok } from './support/api';
import { shot, shotWideAndNarrow } from './support/browser';
import { page, setUpSession } from './support/session';
import { signInWithNewPassword } from './support/signIn';
import { gradientPng } from './support/png';
import { clickMenuEntry } from './support/menu';

/**
 * Uploads on an S3-compatible server (docs/file-storage.md): s3rver, started here, stands for the bucket; the server
 * runs with STORAGE=s3. An avatar uploaded in 个人设置 lands in the bucket; 文件管理 lists it and deletes another.
 */
const ADMIN_PASSWORD = 'Meiyun@2026';
const BUCKET = 'meiyun-e2e';
const s3Dir = mkdtempSync(join(tmpdir(), 'meiyun-e2e-s3-'));
const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
const endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
const bucket = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

setUpSession({ env: { STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' } });
afterAll(async () => {
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('file storage on S3', () => {
  it('an avatar uploaded in 个人设置 lands in the bucket and shows in the header', async () => {
    await signInWithNewPassword(page, 'admin', '123456', ADMIN_PASSWORD);
    await page.goto(page.url().replace(/\/dashboard\/analysis.*$/, '/account/settings'));
    await page.getByTestId('avatar-upload').locator('input[type="file"]').setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: gradientPng(96, 96, [19, 194, 194]) });
    await page.getByTestId('avatar-upload').locator('img').waitFor();
    await page.getByTestId('basic-settings-form').getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.getByTestId('user-menu').locator('img').getAttribute('src')).toMatch(/\/static\/avatar\//);
    const admin = await login('admin', ADMIN_PASSWORD);
    const key = (await ok(api('GET', '/sys/user/profile', admin))).userInfo.avatar as string;
    const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(object.ContentType).toBe('image/png');
    expect((await object.Body!.transformToByteArray()).length).toBeGreaterThan(100);
  });

  it('文件管理 lists the tenant’s uploads with their store, and deletes one from the bucket', async () => {
    const admin = await login('admin', ADMIN_PASSWORD);
    await clickMenuEntry(page, '系统管理', '文件管理');
    await page.waitForURL(/\/system\/file/);
    await expect.poll(() => page.getByTestId('file-manager').locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await page.getByText('对象存储').first().waitFor();
    await shotWideAndNarrow(page, 'file-manager');
    const [file] = (await ok(api('GET', '/sys/file/list', admin))).records;
    await page.getByTestId(`file-delete-${file.id}`).click();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(async () => (await ok(api('GET', '/sys/file/list', admin))).total).toBe(0);
    await expect(bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: file.path }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    await shot(page, 'file-manager-empty-wide');
  });
});
