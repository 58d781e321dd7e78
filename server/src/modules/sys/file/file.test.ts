import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysTenant, sysUser } from '../../../core/db/schema/index';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../../../test/helpers';
import { multipart } from '../../../../test/multipart';
import { sysFile } from './table';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function upload(t: TestApp, token: string, biz = 'avatar', name = '头像.png') {
  const body = multipart({ biz }, { name, data: PNG, type: 'image/png' });
  const r = await t.call({ method: 'POST', url: '/api/sys/common/upload', payload: body.payload, headers: { ...body.headers, 'x-access-token': token } });
  expect(r.json.success, r.json.message).toBe(true);
  return r.json.result as string;
}
const read = (t: TestApp, token: string, key: string) => t.call({ method: 'GET', url: `/api/sys/common/static/${key}?token=${token}` });

describe('文件管理 on the local disk', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  let other: string;
  let otherClerk: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'meiyun-files-'));
    t = await createTestApp({ dataDir });
    admin = await t.login('admin', ADMIN_PASSWORD);
    await t.createUser({ username: 'tenant2_admin', password: 'Other12345', roles: ['admin'], tenants: '2' });
    await t.ctx.db.insert(sysTenant).values({ id: 2, name: '第二租户' }).onConflictDoNothing();
    other = await t.login('tenant2_admin', 'Other12345');
    await t.createUser({ username: 'tenant2_clerk', password: 'Other12345', roles: ['dispatcher'], tenants: '2' });
    otherClerk = await t.login('tenant2_clerk', 'Other12345');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records each upload with its tenant, folder, name, size and store', async () => {
    const key = await upload(t, admin, 'contract', '购销合同.png');
    const [row] = await t.ctx.db.select().from(sysFile).where(eq(sysFile.path, key));
    expect(row).toMatchObject({ tenantId: 1, biz: 'contract', originalName: '购销合同.png', ext: 'png', size: PNG.length, storage: 'local', createBy: 'admin' });
    const list = await t.call({ method: 'GET', url: '/api/sys/file/list?biz=contract&originalName=购销', headers: { 'x-access-token': admin } });
    expect(list.json.result.records.map((r: any) => r.path)).toEqual([key]);
    expect((await read(t, admin, key)).rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps another tenant’s files out of its list and its reads', async () => {
    const key = await upload(t, admin);
    // The list is the tenant's own, even for the platform administrator working in tenant 2.
    const list = await t.call({ method: 'GET', url: '/api/sys/file/list', headers: { 'x-access-token': other } });
    expect(list.json.success).toBe(true);
    expect(list.json.result.records.some((r: any) => r.path === key)).toBe(false);
    expect((await read(t, otherClerk, key)).statusCode).toBe(404);
    expect((await read(t, otherClerk, key)).json).toMatchObject({ success: false, message: '文件不存在' });
    const [row] = await t.ctx.db.select().from(sysFile).where(eq(sysFile.path, key));
    const del = await t.call({ method: 'DELETE', url: `/api/sys/file/delete?id=${row.id}`, headers: { 'x-access-token': other } });
    expect(del.json).toMatchObject({ success: false, message: '文件不存在' });
  });

  it('deletes a file from the disk with its row, for a holder of the permission only', async () => {
    const key = await upload(t, admin);
    const [row] = await t.ctx.db.select().from(sysFile).where(eq(sysFile.path, key));
    await t.createUser({ username: 'filereader', password: 'Reader1234', roles: ['dispatcher'] });
    const reader = await t.login('filereader', 'Reader1234');
    const refused = await t.call({ method: 'DELETE', url: `/api/sys/file/delete?id=${row.id}`, headers: { 'x-access-token': reader } });
    expect(refused.json.success).toBe(false);
    const r = await t.call({ method: 'DELETE', url: `/api/sys/file/delete?id=${row.id}`, headers: { 'x-access-token': admin } });
    expect(r.json).toMatchObject({ success: true });
    expect((await read(t, admin, key)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(sysFile).where(eq(sysFile.id, row.id))).toHaveLength(0);
  });

  it('refuses paths that leave the upload folder', async () => {
    for (const bad of ['../secrets.json', 'avatar/../../secrets.json', 'avatar/%2e%2e/%2e%2e/secrets.json']) expect((await read(t, admin, bad)).statusCode).toBe(404);
  });
});

describe('文件管理 on an S3-compatible server', () => {
  let s3: S3rver;
  let s3Dir: string;
  let t: TestApp;
  let admin: string;
  let client: S3Client;
  const bucket = 'meiyun-files';

  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(tmpdir(), 'meiyun-s3rver-'));
    // s3rver speaks the S3 protocol (SigV4 signed with its own S3RVER key pair) and keeps objects in a folder.
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: bucket, configs: [] }] });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const settings = { kind: 's3' as const, bucket, region: 'us-east-1', endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    t = await createTestApp({ storage: settings });
    admin = await t.login('admin', ADMIN_PASSWORD);
    client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('puts an upload in the bucket and reads it back through the server', async () => {
    const key = await upload(t, admin);
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(PNG)).toBe(true);
    expect(object.ContentType).toBe('image/png');
    const [row] = await t.ctx.db.select().from(sysFile).where(eq(sysFile.path, key));
    expect(row.storage).toBe('s3');
    const r = await read(t, admin, key);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-length']).toBe(String(PNG.length));
    expect(r.rawPayload.equals(PNG)).toBe(true);
  });

  it('deletes the object with its row', async () => {
    const key = await upload(t, admin);
    const [row] = await t.ctx.db.select().from(sysFile).where(eq(sysFile.path, key));
    expect((await t.call({ method: 'DELETE', url: `/api/sys/file/delete?id=${row.id}`, headers: { 'x-access-token': admin } })).json.success).toBe(true);
    await expect(client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    expect((await read(t, admin, key)).statusCode).toBe(404);
  });

  it('an avatar saved with the profile is the object in the bucket', async () => {
    const key = await upload(t, admin);
    const r = await t.call({ method: 'PUT', url: '/api/sys/user/editProfile', payload: { realname: '管理员', avatar: key }, headers: { 'x-access-token': admin } });
    expect(r.json.result.avatar).toBe(key);
    const [u] = await t.ctx.db.select({ avatar: sysUser.avatar }).from(sysUser).where(eq(sysUser.username, 'admin'));
    expect(u.avatar).toBe(key);
    await expect(client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).resolves.toBeTruthy();
  });
});
