import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { seedId } from '../../../core/db/seed-id';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => t?.close());

const get = (url: string, tok: string | null = token) => t.call({ method: 'GET', url: `/api${url}`, headers: tok ? { 'x-access-token': tok } : {} });
const titles = (r: { json: { result: { title: string }[] } }) => r.json.result.map((n) => n.title);

describe('category read endpoints', () => {
  it('loadTreeRoot: roots, a branch by code, one level when async', async () => {
    expect(titles(await get('/sys/category/loadTreeRoot?async=true&pcode='))).toEqual(['煤种', '运输方式']);
    const coal = await get('/sys/category/loadTreeRoot?async=true&pcode=A01');
    expect(titles(coal)).toEqual(['动力煤', '焦煤', '喷吹煤', '洗精煤', '混煤']);
    expect(coal.json.result[0]).toMatchObject({ key: seedId('category:A01A01'), value: seedId('category:A01A01'), code: 'A01A01', isLeaf: false, leaf: 0 });
    expect(coal.json.result[0].children).toBeUndefined();
    const full = await get('/sys/category/loadTreeRoot?async=false&pcode=A01');
    expect(full.json.result[1].children.map((n: { title: string }) => n.title)).toEqual(['主焦煤', '肥煤', '1/3焦煤', '瘦煤']);
    expect(full.json.result[4]).toMatchObject({ title: '混煤', isLeaf: true, leaf: 1 });
  });

  it('loadTreeRoot refuses an unknown code with a message the client shows', async () => {
    const r = await get('/sys/category/loadTreeRoot?async=true&pcode=Z99');
    expect(r.json).toMatchObject({ success: false, message: '该编码【Z99】不存在，请核实!' });
  });

  it('loadTreeChildren and loadTreeData', async () => {
    expect(titles(await get(`/sys/category/loadTreeChildren?pid=${seedId('category:A01A03')}`))).toEqual(['无烟喷吹煤', '贫瘦喷吹煤']);
    expect(titles(await get('/sys/category/loadTreeData?pcode=A02'))).toEqual(['汽运', '铁路', '水运']);
    const cond = encodeURIComponent(JSON.stringify({ code: 'A02A02' }));
    expect(titles(await get(`/sys/category/loadTreeData?pcode=A02&condition=${cond}`))).toEqual(['铁路']);
  });

  it('loadTreeData refuses a hostile condition', async () => {
    for (const c of ['oops', '[1]', '{"code":{"$gt":""}}', '{"create_by":"system"}', '{"code = code or 1":"1"}']) {
      const r = await get(`/sys/category/loadTreeData?pcode=A02&condition=${encodeURIComponent(c)}`);
      expect(r.json.success, c).toBe(false);
    }
    const quoted = await get(`/sys/category/loadTreeData?pcode=A02&condition=${encodeURIComponent(JSON.stringify({ name: "' or ''='" }))}`);
    expect(quoted.json).toMatchObject({ success: true, result: [] });
  });

  it('loadOne by code or id; other fields refused', async () => {
    const r = await get('/sys/category/loadOne?field=code&val=A01A02');
    expect(r.json.result).toMatchObject({ id: seedId('category:A01A02'), name: '焦煤', code: 'A01A02', hasChild: '1' });
    expect((await get(`/sys/category/loadOne?field=id&val=${seedId('category:A01A05')}`)).json.result.name).toBe('混煤');
    expect((await get('/sys/category/loadOne?field=create_by&val=system')).json.success).toBe(false);
    expect((await get('/sys/category/loadOne?field=code&val=nope')).json).toMatchObject({ success: false, message: '未找到对应分类' });
  });

  it('loadDictItem answers names in the order asked', async () => {
    const r = await get(`/sys/category/loadDictItem/?ids=${seedId('category:A01A05')},${seedId('category:A01A01')},unknown`);
    expect(r.json.result).toEqual(['混煤', '动力煤', 'unknown']);
  });

  it('rootList pages the roots and childList answers rows for a tree table', async () => {
    const roots = await get('/sys/category/rootList?pageNo=1&pageSize=10');
    expect(roots.json.result).toMatchObject({ total: 2, records: [{ name: '煤种', hasChildren: true }, { name: '运输方式', hasChildren: true }] });
    const kids = await get(`/sys/category/childList?parentId=${seedId('category:A01')}`);
    expect(kids.json.result.map((r: { name: string }) => r.name)).toEqual(['动力煤', '焦煤', '喷吹煤', '洗精煤', '混煤']);
    expect(kids.json.result[4]).toMatchObject({ hasChildren: false });
    expect((await get('/sys/category/childList')).json).toMatchObject({ success: false, message: 'parentId不能为空' });
  });

  it('wants a session', async () => {
    for (const url of ['/sys/category/loadTreeRoot', '/sys/category/loadTreeChildren?pid=x', '/sys/category/loadOne?field=id&val=x', '/sys/category/loadTreeData', '/sys/category/loadDictItem/?ids=x', '/sys/category/rootList', '/sys/category/childList?pid=x']) {
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });
});
