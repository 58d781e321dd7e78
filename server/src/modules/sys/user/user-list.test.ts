import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sysUser, sysUserDepart } from '../../../core/db/schema/index';

let t: TestApp;
let admin: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'meiyun-user-'));
beforeAll(async () => {
  t = await createTestApp({ dataDir });
  admin = await t.login();
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const h = (token: string) => ({ 'x-access-token': token });
const get = (url: string, token = admin) => t.call({ method: 'GET', url, headers: h(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) => t.call({ method, url, headers: h(token), payload });
const idOf = async (username: string) => (await t.ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0].id;

describe('system users as a generic list', () => {
  it('adds a user with a hashed password who can sign in, and never answers the password', async () => {
    const weak = await send('POST', '/api/sys/user/add', { username: 'zhang01', realname: '张一', password: '123' });
    expect(weak.json).toMatchObject({ success: false, message: '密码由8-16位数字、大小写字母组成!' });
    const bad = await send('POST', '/api/sys/user/add', { username: 'z!', realname: '张一', password: 'Zhang1234' });
    expect(bad.json.message).toBe('只允许字母、数字、下划线，长度6到18个字符');
    const r = await send('POST', '/api/sys/user/add', { username: 'zhang01', realname: '张一', password: 'Zhang1234', sex: 1, phone: '13900000001', orgCode: 'A01A01', status: 2 });
    expect(r.json).toMatchObject({ success: true, message: '添加成功！' });
    expect(JSON.stringify(r.json)).not.toMatch(/password|Zhang1234|argon2/);
    const [row] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.username, 'zhang01'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({ status: 1, pwdChangeReason: 'adminSet', relTenantIds: '1', createBy: 'admin' });
    expect(await t.ctx.db.select().from(sysUserDepart).where(eq(sysUserDepart.userId, row.id))).toHaveLength(1);
    await t.login('zhang01', 'Zhang1234');
    expect((await send('POST', '/api/sys/user/add', { username: 'zhang01', realname: 'x', password: 'Zhang1234' })).json.message).toBe('用户账号「zhang01」已存在');
  });

  it('lists rows with dictionary texts and department names, no password, and refuses the password as a filter or sort', async () => {
    const page = (await get('/api/sys/user/list?username=zhang*&column=createTime&order=desc')).json.result;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ username: 'zhang01', realname: '张一', sex: 1, sex_dictText: '男', status_dictText: '正常', orgCodeTxt: '调度中心', phone: '13900000001' });
    expect(JSON.stringify(page)).not.toMatch(/password|argon2/i);
    expect((await get('/api/sys/user/list?password=Zhang1234')).json.result.total).toBeGreaterThan(1);
    expect((await get('/api/sys/user/list?column=password')).json.message).toBe('请注意，将要排序的列字段不存在：password');
    expect((await get('/api/sys/user/list?column=passwordHash')).json.message).toBe('请注意，将要排序的列字段不存在：passwordHash');
    const sq = encodeURIComponent(JSON.stringify([{ field: 'password', rule: 'like', val: 'a' }]));
    expect((await get(`/api/sys/user/list?superQueryParams=${sq}`)).json.message).toBe('请注意，将要查询的列字段不存在：password');
    const one = (await get(`/api/sys/user/queryById?id=${await idOf('zhang01')}`)).json.result;
    expect(one).toMatchObject({ username: 'zhang01', orgCodeTxt: '调度中心' });
    expect(one).not.toHaveProperty('password');
  });

  it('edits without touching the user name or the password', async () => {
    const id = await idOf('zhang01');
    const r = await send('PUT', '/api/sys/user/edit', { id, realname: '张一一', username: 'hijack', password: 'Other9999' });
    expect(r.json).toMatchObject({ success: true, result: { username: 'zhang01', realname: '张一一' } });
    await t.login('zhang01', 'Zhang1234');
  });

  it('needs system:user:add to add (code 510)', async () => {
    await t.createUser({ username: 'plain1', password: 'Plain1234', roles: ['dispatcher'] });
    const token = await t.login('plain1', 'Plain1234');
    const r = await send('POST', '/api/sys/user/add', { username: 'x12345', realname: 'x', password: 'Xx123456' }, token);
    expect(r.json).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
    expect((await get('/api/sys/user/list', token)).json.code).toBe(510);
  });

  it('never deletes the admin or oneself; deletes others softly, ending their sessions; restores them', async () => {
    const adminId = await idOf('admin');
    expect((await send('DELETE', `/api/sys/user/delete?id=${adminId}`)).json.message).toBe('不能删除超级管理员');
    await t.createUser({ username: 'boss01', password: 'Boss12345', roles: ['admin'] });
    const boss = await t.login('boss01', 'Boss12345');
    expect((await send('DELETE', `/api/sys/user/delete?id=${await idOf('boss01')}`, undefined, boss)).json.message).toBe('不能删除当前登录用户');
    expect((await send('DELETE', `/api/sys/user/deleteBatch?ids=${await idOf('zhang01')},${adminId}`)).json.message).toBe('不能删除超级管理员');

    const zhang = await t.login('zhang01', 'Zhang1234');
    const zid = await idOf('zhang01');
    expect((await send('DELETE', `/api/sys/user/delete?id=${zid}`)).json.message).toBe('删除成功!');
    expect((await get('/api/sys/user/profile', zhang)).statusCode).toBe(401);
    const bin = (await get('/api/sys/user/recycleBin?username=zhang01')).json.result;
    expect(bin.records.map((r: any) => r.username)).toEqual(['zhang01']);
    expect((await send('PUT', '/api/sys/user/putRecycleBin', { ids: [zid] })).json.message).toBe('还原用户成功！');
    await t.login('zhang01', 'Zhang1234');
    await send('DELETE', `/api/sys/user/delete?id=${zid}`);
    expect((await send('DELETE', `/api/sys/user/deleteRecycleBin?ids=${zid}`)).json.message).toBe('彻底删除用户成功！');
    expect(await t.ctx.db.select().from(sysUser).where(eq(sysUser.id, zid))).toHaveLength(0);
    expect(await t.ctx.db.select().from(sysUserDepart).where(eq(sysUserDepart.userId, zid))).toHaveLength(0);
  });

  it('freezes users (ending their sessions) and unfreezes them, never the admin', async () => {
    await t.createUser({ username: 'wang01', password: 'Wang12345' });
    const wang = await t.login('wang01', 'Wang12345');
    const id = await idOf('wang01');
    expect((await send('PUT', '/api/sys/user/frozenBatch', { ids: `${id},${await idOf('admin')}`, status: 2 })).json.message).toBe('不能冻结超级管理员');
    expect((await send('PUT', '/api/sys/user/frozenBatch', { ids: id, status: 2 })).json.message).toBe('冻结成功!');
    expect((await get('/api/sys/user/profile', wang)).statusCode).toBe(401);
    const login = await t.call({ method: 'POST', url: '/api/sys/login', payload: { username: 'wang01', password: 'Wang12345' } });
    expect(login.json.success).toBe(false);
    expect((await get('/api/sys/user/list?username=wang01')).json.result.records[0].status_dictText).toBe('冻结');
    expect((await send('PUT', '/api/sys/user/frozenBatch', { ids: id, status: 1 })).json.message).toBe('解冻成功!');
    await t.login('wang01', 'Wang12345');
  });

  it('exports and imports users', async () => {
    const exp = await t.call({ method: 'GET', url: '/api/sys/user/exportXls?username=wang01', headers: h(admin) });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as never);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['用户账号', '用户姓名', '工号', '性别', '生日', '手机号码', '用户类型', '状态', '创建时间']);
    expect(rows[1].slice(0, 2)).toEqual(['wang01', '测试wang01']);
    expect(JSON.stringify(rows)).not.toMatch(/argon2|密码/);

    const inWb = new ExcelJS.Workbook();
    const ws = inWb.addWorksheet('用户');
    ws.addRow(['用户账号', '用户姓名', '性别', '手机号码', '部门']);
    ws.addRow(['li0001', '李一', '女', '13900000011', '财务部']);
    ws.addRow(['li0002', '李二', '男', '139', '财务部']);
    const buf = Buffer.from(await inWb.xlsx.writeBuffer());
    const boundary = '----b' + Date.now();
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="users.xlsx"\r\n\r\n`),
      buf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await t.call({ method: 'POST', url: '/api/sys/user/importExcel', headers: { ...h(admin), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(r.json).toMatchObject({ code: 201, message: '文件导入成功，但有1条数据导入失败' });
    const li = (await get('/api/sys/user/list?username=li0001')).json.result.records[0];
    expect(li).toMatchObject({ realname: '李一', sex: 2, orgCode: 'A01A02', orgCodeTxt: '财务部' });
  });
});
