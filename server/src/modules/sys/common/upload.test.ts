import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { sysLog } from '../../../core/db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { multipart } from '../../../../test/multipart';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const LIMIT = 4096;

let t: TestApp;
let token: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'meiyun-upload-'));
  t = await createTestApp({ dataDir, uploadMaxBytes: LIMIT });
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }, tok: string | null = token) => {
  const body = multipart(fields, file);
  return t.call({ method: 'POST', url: '/api/sys/common/upload', payload: body.payload, headers: { ...body.headers, ...(tok ? { 'x-access-token': tok } : {}) } });
};

const fetchStatic = (rel: string, tok: string | null = token, query = '') =>
  t.call({ method: 'GET', url: `/api/sys/common/static/${rel}${query}`, headers: tok ? { 'x-access-token': tok } : {} });

describe('POST /sys/common/upload', () => {
  it('stores a good image under the biz folder and the day, answering its path in message and result', async () => {
    const r = await upload({ isup: '1', biz: 'avatar' }, { name: '头像 1.png', data: PNG, type: 'image/png' });
    expect(r.json).toMatchObject({ success: true, code: 200 });
    const stored: string = r.json.message;
    expect(r.json.result).toBe(stored);
    expect(stored).toMatch(/^avatar\/\d{8}\/头像_1_[0-9a-f]{12}\.png$/);

    const back = await fetchStatic(stored);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(String(back.headers['content-disposition'])).toMatch(/^inline/);
    expect(back.rawPayload.equals(PNG)).toBe(true);

    const [log] = await t.ctx.db.select().from(sysLog).orderBy(desc(sysLog.createTime)).limit(1);
    expect(log.logContent).toContain(stored);
    expect(log.username).toBe('admin');
  });

  it('defaults the folder to temp, and the field may follow the file', async () => {
    const r = await upload({}, { name: 'a.png', data: PNG });
    expect(r.json.message).toMatch(/^temp\/\d{8}\//);
    const body = multipart({}, { name: 'b.png', data: PNG });
    // biz after the file
    const tail = Buffer.from(body.payload.toString('latin1').replace(/--(-*meiyun[0-9a-f]+)--\r\n$/, '--$1\r\nContent-Disposition: form-data; name="biz"\r\n\r\nnotice\r\n--$1--\r\n'), 'latin1');
    const r2 = await t.call({ method: 'POST', url: '/api/sys/common/upload', payload: tail, headers: { ...body.headers, 'x-access-token': token } });
    expect(r2.json.message).toMatch(/^notice\//);
  });

  it('refuses a non-image posing as an image', async () => {
    const r = await upload({ biz: 'temp' }, { name: 'photo.png', data: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' });
    expect(r.json).toMatchObject({ success: false, code: 500, message: '文件内容与扩展名不符' });
    const exe = await upload({}, { name: 'tool.exe', data: Buffer.from('MZ\x90\x00') });
    expect(exe.json.success).toBe(false);
    expect(exe.json.message).toContain('不支持的文件类型');
  });

  it('accepts text formats without NUL and refuses binary disguised as csv', async () => {
    expect((await upload({}, { name: '车辆.csv', data: Buffer.from('车牌,司机\n晋A12345,张三\n') })).json.success).toBe(true);
    const bad = await upload({}, { name: 'x.csv', data: Buffer.from([0x61, 0x00, 0x62]) });
    expect(bad.json.message).toBe('文件内容与扩展名不符');
  });

  it('refuses an oversize file with a Chinese message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LIMIT + 10, 1)]);
    const r = await upload({}, { name: 'big.png', data: big });
    expect(r.json.success).toBe(false);
    expect(r.json.message).toBe('文件大小超出限制，最大 4 KB');
  });

  it('refuses a biz folder outside the fixed set, including traversal through it', async () => {
    for (const biz of ['secret', '../../etc', 'temp/../avatar']) {
      const r = await upload({ biz }, { name: 'a.png', data: PNG });
      expect(r.json.success).toBe(false);
      expect(r.json.message).toContain('不允许的上传目录');
    }
  });

  it('keeps a hostile file name inside the folder and readable', async () => {
    const r = await upload({ biz: 'bill' }, { name: '../../..\\evil name;rm -rf.png', data: PNG });
    expect(r.json.success).toBe(true);
    expect(r.json.message).toMatch(/^bill\/\d{8}\/[\p{L}\p{N}_-]+_[0-9a-f]{12}\.png$/u);
    expect((await fetchStatic(r.json.message)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const r = await upload({}, { name: 'a.png', data: PNG }, null);
    expect(r.statusCode).toBe(401);
  });
});

describe('GET /sys/common/static/*', () => {
  it('cannot leave the upload folder', async () => {
    writeFileSync(path.join(dataDir, 'outside.txt'), 'secret');
    mkdirSync(path.join(dataDir, 'upload'), { recursive: true });
    for (const rel of ['../outside.txt', '..%2foutside.txt', '%2e%2e/outside.txt', 'temp/../../outside.txt', '..%5coutside.txt', '/etc/passwd']) {
      const r = await fetchStatic(rel);
      expect(r.statusCode, rel).not.toBe(200);
      expect(r.body).not.toContain('secret');
    }
  });

  it('serves SVG only as an attachment', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const r = await upload({}, { name: 'logo.svg', data: svg, type: 'image/svg+xml' });
    expect(r.json.success).toBe(true);
    const back = await fetchStatic(r.json.message);
    expect(back.statusCode).toBe(200);
    expect(String(back.headers['content-disposition'])).toMatch(/^attachment/);
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(String(back.headers['content-security-policy'])).toContain('sandbox');
  });

  it('takes the token from the query for links and refuses without one', async () => {
    const r = await upload({}, { name: 'a.png', data: PNG });
    expect((await fetchStatic(r.json.message, null)).statusCode).toBe(401);
    expect((await fetchStatic(r.json.message, null, `?token=${token}`)).statusCode).toBe(200);
  });

  it('answers 404 for a missing file', async () => {
    const r = await fetchStatic('temp/20200101/none.png');
    expect(r.statusCode).toBe(404);
    expect(r.json.message).toBe('文件不存在');
  });
});
