import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TableSyncType } from '@meiyun/shared';
import { eq } from 'drizzle-orm';
import { sysUser } from '../../../core/db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let base: string;
let token: string;
let userId: string;
let otherToken: string;
let otherId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  base = `ws://127.0.0.1:${addr.port}/api/vxeSocket`;
  token = await t.login();
  userId = (await t.ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'admin')))[0].id;
  otherId = await t.createUser({ username: 'syncer', password: 'Syncer@2026' });
  otherToken = await t.login('syncer', 'Syncer@2026');
});

const sockets: WebSocket[] = [];

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t?.close();
});

/** Opens a socket and collects what it receives; resolves once open, rejects when refused. */
function connect(user: string, page: string, tok: string) {
  const received: any[] = [];
  const ws = new WebSocket(`${base}/${encodeURIComponent(user)}/${encodeURIComponent(page)}?token=${encodeURIComponent(tok)}`);
  sockets.push(ws);
  ws.on('message', (data) => received.push(JSON.parse(data.toString())));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (req, res) => {
      // With this listener ws leaves the refused request open; end it so the server can close.
      req.destroy();
      reject(new Error(`refused ${res.statusCode}`));
    });
    ws.once('error', reject);
  });
  return { ws, received, opened };
}

const until = async (cond: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('table-sync socket relay', () => {
  it('relays a row change to the other socket of the same page only', async () => {
    const a = connect(userId, 'orders', token);
    const b = connect(otherId, 'orders', otherToken);
    const c = connect(userId, 'invoices', token);
    await Promise.all([a.opened, b.opened, c.opened]);

    const change = { type: TableSyncType.updateTable, data: { socketKey: 'lines', args: { action: 'remove', ids: ['r1'] } } };
    a.ws.send(JSON.stringify(change));
    await until(() => b.received.length === 1);
    expect(b.received[0]).toEqual(change);

    const common = { type: TableSyncType.commonSend, data: { key: 'note', args: { hello: 1 } } };
    b.ws.send(JSON.stringify(common));
    await until(() => a.received.length === 1);
    expect(a.received[0]).toEqual(common);

    // A heartbeat is answered to its sender and not relayed; junk is dropped.
    c.ws.send(JSON.stringify({ type: TableSyncType.heartbeat }));
    a.ws.send('not json');
    a.ws.send(JSON.stringify({ type: 'update_table', data: { socketKey: 'lines' } }));
    await until(() => c.received.length === 1);
    expect(c.received[0].type).toBe(TableSyncType.heartbeat);
    await new Promise((r) => setTimeout(r, 150));
    expect(c.received).toHaveLength(1);
    expect(a.received).toHaveLength(1);
    expect(b.received).toHaveLength(1);
    for (const s of [a, b, c]) s.ws.close();
  });

  it('refuses a socket without a live session', async () => {
    await expect(connect(userId, 'orders', 'bad-token').opened).rejects.toThrow(/refused/);
    await expect(connect(userId, 'orders', '').opened).rejects.toThrow(/refused/);
  });

  it("refuses a user id that is not the session's user", async () => {
    await expect(connect(otherId, 'orders', token).opened).rejects.toThrow(/refused 403/);
  });

  it('refuses a malformed page id', async () => {
    await expect(connect(userId, 'a b', token).opened).rejects.toThrow(/refused 400/);
  });
});
