import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { computeSign, signParams } from '../../../core/auth/sign';
import { sysDepart } from '../../../core/db/schema/index';
import { seedId } from '../../../core/db/seed-id';
import { containsPattern } from '../../../core/dict/lookup';

let t: TestApp;
let token: string;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  key = (await t.call({ method: 'GET', url: '/api/sys/signKey', headers: { 'x-access-token': token } })).json.result;
  // A department whose name holds LIKE wildcards, to see they are taken literally.
  await t.ctx.db.insert(sysDepart).values({ id: seedId('depart:A01A09'), parentId: seedId('depart:A01'), departName: '百分_100%部', orgCode: 'A01A09', tenantId: 1 });
});
afterAll(async () => t?.close());

/** A signed GET as the web client sends it. */
async function signed(path: string, query: Record<string, string> = {}, opts: { sign?: boolean; token?: string | null } = {}) {
  const qs = new URLSearchParams(query).toString();
  const headers: Record<string, string> = { 'x-timestamp': String(Date.now()) };
  if (opts.token !== null) headers['x-access-token'] = opts.token ?? token;
  if (opts.sign !== false) headers['x-sign'] = computeSign(signParams(path, query), key);
  return t.call({ method: 'GET', url: `${path}${qs ? `?${qs}` : ''}`, headers });
}

describe('GET /sys/dict/loadDict/{dict}', () => {
  it('searches a system dictionary by text', async () => {
    const r = await signed('/api/sys/dict/loadDict/sex', { keyword: '女' });
    expect(r.json).toMatchObject({ success: true, result: [{ value: '2', text: '女' }] });
  });

  it('searches a registered table dictionary, 10 by default, pageSize bounded', async () => {
    const all = await signed('/api/sys/dict/loadDict/sys_depart,depart_name,org_code', { keyword: '' });
    expect(all.json.success).toBe(true);
    expect(all.json.result.length).toBeGreaterThan(1);
    expect(all.json.result.length).toBeLessThanOrEqual(10);
    const one = await signed('/api/sys/dict/loadDict/sys_depart,depart_name,org_code', { keyword: '调度', pageSize: '1' });
    expect(one.json.result).toEqual([{ value: 'A01A01', text: '调度中心', title: '调度中心', label: '调度中心' }]);
    const tooMany = await signed('/api/sys/dict/loadDict/sys_depart,depart_name,org_code', { pageSize: '100000' });
    expect(tooMany.json).toMatchObject({ success: false, message: '每页条数不能超过100' });
  });

  it('takes LIKE wildcards and quotes literally', async () => {
    expect(containsPattern('a%_\\b')).toBe('%a\\%\\_\\\\b%');
    const pct = await signed('/api/sys/dict/loadDict/sys_depart,depart_name,org_code', { keyword: '%' });
    expect(pct.json.result.map((i: { text: string }) => i.text)).toEqual(['百分_100%部']);
    const under = await signed('/api/sys/dict/loadDict/sys_depart,depart_name,org_code', { keyword: '_' });
    expect(under.json.result.map((i: { text: string }) => i.text)).toEqual(['百分_100%部']);
    const quote = await signed('/api/sys/dict/loadDict/sys_depart,depart_name,org_code', { keyword: "' or '1'='1" });
    expect(quote.json).toMatchObject({ success: true, result: [] });
  });

  it('refuses unregistered tables and columns', async () => {
    for (const code of ['sys_user,password_hash,username', 'sys_config,value,key', 'pg_user,usename,passwd', 'sys_user,realname,username;drop table sys_user']) {
      const r = await signed(`/api/sys/dict/loadDict/${encodeURIComponent(code)}`, { keyword: 'a' });
      expect(r.json, code).toMatchObject({ success: false, message: '字典表或字段不存在或不允许访问' });
    }
  });

  it('wants a signature and a session', async () => {
    const unsigned = await signed('/api/sys/dict/loadDict/sex', { keyword: '男' }, { sign: false });
    expect(unsigned.json).toMatchObject({ success: false, message: 'Sign签名校验失败！' });
    const tampered = await t.call({
      method: 'GET',
      url: '/api/sys/dict/loadDict/sex?keyword=x',
      headers: { 'x-access-token': token, 'x-timestamp': String(Date.now()), 'x-sign': computeSign(signParams('/api/sys/dict/loadDict/sex', { keyword: 'y' }), key) },
    });
    expect(tampered.json.success).toBe(false);
    const anonymous = await signed('/api/sys/dict/loadDict/sex', {}, { token: null });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /sys/dict/loadDictItem/{dict}', () => {
  it('answers the texts of keys in order; an unknown key answers itself', async () => {
    const sys = await signed('/api/sys/dict/loadDictItem/sex', { key: '2,1,9' });
    expect(sys.json).toMatchObject({ success: true, result: ['女', '男', '9'] });
    const table = await signed('/api/sys/dict/loadDictItem/sys_depart,depart_name,org_code', { key: 'A01A02,A01' });
    expect(table.json.result).toEqual(['财务部', '煤运集团']);
    const none = await signed('/api/sys/dict/loadDictItem/sex', {});
    expect(none.json.result).toEqual([]);
  });

  it('binds the keys and refuses unregistered tables', async () => {
    const hostile = await signed('/api/sys/dict/loadDictItem/sys_depart,depart_name,org_code', { key: "A01') or ('1'='1" });
    expect(hostile.json).toMatchObject({ success: true, result: ["A01') or ('1'='1"] });
    const r = await signed(`/api/sys/dict/loadDictItem/${encodeURIComponent('sys_user,password_hash,id')}`, { key: seedId('user:admin') });
    expect(r.json).toMatchObject({ success: false });
    expect(r.body).not.toMatch(/argon2|\$2/);
  });
});

describe('GET /sys/dict/loadTreeData', () => {
  const depart = { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' };

  it('answers the roots, then the children of a node', async () => {
    const roots = await signed('/api/sys/dict/loadTreeData', { ...depart, pid: '' });
    expect(roots.json.result).toEqual([{ key: seedId('depart:A01'), value: seedId('depart:A01'), title: '煤运集团', isLeaf: false, leaf: 0 }]);
    const kids = await signed('/api/sys/dict/loadTreeData', { ...depart, pid: seedId('depart:A01') });
    const titles = kids.json.result.map((n: { title: string }) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['调度中心', '财务部', '信息中心']));
    expect(kids.json.result.every((n: { isLeaf: boolean; leaf: number }) => n.isLeaf && n.leaf === 1)).toBe(true);
  });

  it('reads leaves from hasChildField on categories', async () => {
    const roots = await signed('/api/sys/dict/loadTreeData', { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', hasChildField: 'has_child' });
    expect(roots.json.result.map((n: { title: string }) => n.title)).toEqual(['煤种', '运输方式']);
    const kinds = await signed('/api/sys/dict/loadTreeData', { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', hasChildField: 'has_child', pid: seedId('category:A01') });
    const mixed = kinds.json.result.find((n: { title: string }) => n.title === '混煤');
    expect(mixed).toMatchObject({ isLeaf: true, leaf: 1 });
    expect(kinds.json.result.find((n: { title: string }) => n.title === '焦煤')).toMatchObject({ isLeaf: false, leaf: 0 });
  });

  it('filters by a JSON condition on registered columns, values bound', async () => {
    const r = await signed('/api/sys/dict/loadTreeData', { ...depart, pid: seedId('depart:A01'), condition: JSON.stringify({ org_code: 'A01A02' }) });
    expect(r.json.result.map((n: { title: string }) => n.title)).toEqual(['财务部']);
    // A node whose children all fail the condition is a leaf.
    const companies = await signed('/api/sys/dict/loadTreeData', { ...depart, condition: JSON.stringify({ org_category: '1' }) });
    expect(companies.json.result).toEqual([expect.objectContaining({ title: '煤运集团', isLeaf: true, leaf: 1 })]);
    const quoted = await signed('/api/sys/dict/loadTreeData', { ...depart, pid: seedId('depart:A01'), condition: JSON.stringify({ org_code: "x' or '1'='1" }) });
    expect(quoted.json).toMatchObject({ success: true, result: [] });
  });

  it('refuses a hostile condition', async () => {
    for (const condition of ['not json', '[1,2]', '{"org_code":{"$ne":""}}', '{"password_hash":"x"}', '{"1=1 or org_code":"x"}']) {
      const r = await signed('/api/sys/dict/loadTreeData', { ...depart, condition });
      expect(r.json.success, condition).toBe(false);
    }
    const notObject = await signed('/api/sys/dict/loadTreeData', { ...depart, condition: '[1]' });
    expect(notObject.json.message).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
  });

  it('refuses unregistered tables, columns, parent and has-child fields', async () => {
    const cases = [
      { ...depart, tableName: 'sys_user' },
      { ...depart, tableName: 'pg_shadow' },
      { ...depart, text: 'description' },
      { ...depart, code: 'id;drop table sys_depart' },
      { ...depart, pidField: 'org_code' },
      { ...depart, hasChildField: 'org_type' },
    ];
    for (const q of cases) {
      const r = await signed('/api/sys/dict/loadTreeData', q);
      expect(r.json, JSON.stringify(q)).toMatchObject({ success: false, message: '字典表或字段不存在或不允许访问' });
    }
  });

  it('wants a signature', async () => {
    const r = await signed('/api/sys/dict/loadTreeData', depart, { sign: false });
    expect(r.json).toMatchObject({ success: false, message: 'Sign签名校验失败！' });
  });
});
