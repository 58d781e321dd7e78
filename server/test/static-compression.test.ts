import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from './helpers';

// A built web app as vite.config.ts leaves it: every text file with its .br and .gz beside it (their content is
// marked, so a test can tell which copy was sent and that it was sent as it is), one file without copies.
const webDist = mkdtempSync(path.join(tmpdir(), 'meiyun-web-'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `煤场${i}` })))};`;
const html = '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body>meiyun</body></html>';
const bigJson = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, plate: `晋K${String(i).padStart(5, '0')}`, status: '待装车' })) };

function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text), { level: 9 }));
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeWithCopies(path.join(webDist, 'index.html'), html);
  writeWithCopies(path.join(webDist, 'assets', 'app-1a2b.js'), script);
  // Large enough for the API's threshold, but the static files are never compressed per request.
  writeFileSync(path.join(webDist, 'assets', 'plain-9z8y.css'), `.a{color:red}\n`.repeat(200));
  t = await createTestApp({ webDist }, [
    async (api) => {
      api.get('/test/big', { config: { permission: 'authenticated' } }, async () => ({ success: true, code: 200, message: 'ok', result: bigJson, timestamp: 0 }));
      api.get('/test/small', { config: { permission: 'authenticated' } }, async () => ({ success: true, code: 200, message: 'ok', result: 1, timestamp: 0 }));
    },
  ]);
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } });

describe('the built web app, compressed at build time', () => {
  it('sends the brotli copy when brotli is accepted, as it is', async () => {
    const r = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.rawPayload.equals(brotliCompressSync(Buffer.from(script)))).toBe(true);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gz = await get('/assets/app-1a2b.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);

    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/app-1a2b.js', accept);
      expect(plain.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(plain.body).toBe(script);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toContain('immutable');
    }
  });

  it('never compresses a file per request: one without copies goes out as it is', async () => {
    const r = await get('/assets/plain-9z8y.css', 'gzip, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body).toBe(`.a{color:red}\n`.repeat(200));
  });

  it('revalidates index.html, at / and at client routes, compressed too', async () => {
    for (const url of ['/', '/index.html', '/dashboard/analysis', '/user/login?redirect=%2Fx']) {
      const r = await get(url, 'br');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-encoding'], url).toBe('br');
      expect(r.headers['content-type'], url).toMatch(/text\/html/);
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(r.headers.vary, url).toMatch(/accept-encoding/i);
      expect(r.rawPayload.equals(brotliCompressSync(Buffer.from(html))), url).toBe(true);
    }
    const plain = await get('/user/login', undefined);
    expect(plain.body).toBe(html);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });
});

describe('API replies', () => {
  const auth = () => ({ 'x-access-token': token });

  it('are gzip-compressed over 1 KiB when gzip is accepted', async () => {
    const r = await get('/api/test/big', 'gzip', auth());
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    const body = gunzipSync(r.rawPayload);
    expect(body.length).toBeGreaterThan(1024);
    expect(r.rawPayload.length).toBeLessThan(body.length);
    expect(JSON.parse(body.toString()).result).toEqual(bigJson);
  });

  it('are left alone under 1 KiB, or when no encoding is accepted', async () => {
    const small = await get('/api/test/small', 'gzip, br', auth());
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ result: 1 });
    const plain = await get('/api/test/big', undefined, auth());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().result).toEqual(bigJson);
  });
});
