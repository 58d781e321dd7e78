import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { getDictItems } from '../../../core/dict/lookup';
import { callsAs, exportFile, importFile, roleWith, secondTenant, sheetRows, userWith, userWithPerms, xlsxOf } from '../../../../test/support/coal-org';
import { coalAccount } from './table';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  admin = callsAs(t, token);
});
afterAll(async () => t?.close());

const API = '/coal/account';
/** Account numbers in number order (the default order is by creation time, which ties within a second). */
const nos = async (query = '', who = admin) => (await who.get(`${API}/list?column=accountNo&order=asc&${query}`)).result.records.map((r: any) => r.accountNo);
const COMPANY = { holder: '山西美云煤炭贸易有限公司', accountType: 'company', bankName: '中国工商银行太原迎泽支行', accountNo: '0502 1234 5678 9012 345', openingBalance: '1250000.5' };

let company: string;

describe('账户', () => {
  it('seeds the 账户类型 dictionary', async () => {
    expect((await getDictItems(t.ctx, 'coal_account_type')).map((i) => [i.value, i.text])).toEqual([
      ['company', '公司'],
      ['consumer', '客户'],
      ['supplier', '供应商'],
      ['carrier', '承运'],
    ]);
  });

  it('adds an account: the number without its spaces, the balance a 2-place money string', async () => {
    const a = await admin.send('POST', `${API}/add`, COMPANY);
    expect(a, a.message).toMatchObject({ success: true, message: '添加成功！' });
    company = a.result.id;
    expect((await admin.get(`${API}/queryById?id=${company}`)).result).toMatchObject({
      holder: '山西美云煤炭贸易有限公司',
      accountType: 'company',
      accountType_dictText: '公司',
      bankName: '中国工商银行太原迎泽支行',
      accountNo: '0502123456789012345',
      openingBalance: '1250000.50',
    });
    // Without a balance the account opens at 0.00; an overdrawn one opens below zero.
    const supplier = await admin.send('POST', `${API}/add`, { holder: '大同煤业', accountType: 'supplier', bankName: '中国建设银行大同分行', accountNo: '14050162080800001234' });
    expect(supplier.result).toMatchObject({ accountNo: '14050162080800001234', openingBalance: '0.00' });
    const carrier = await admin.send('POST', `${API}/add`, { holder: '太原顺达物流', accountType: 'carrier', bankName: '中国银行太原分行', accountNo: '14000000', openingBalance: -3200.75 });
    expect(carrier.result).toMatchObject({ accountNo: '14000000', openingBalance: '-3200.75' });
    // The bounds themselves are money too.
    const big = await admin.send('POST', `${API}/add`, { holder: '上限', accountType: 'consumer', bankName: '某行', accountNo: '9'.repeat(30), openingBalance: '999999999999999' });
    expect(big.result.openingBalance).toBe('999999999999999.00');
    expect((await admin.send('PUT', `${API}/edit`, { id: big.result.id, openingBalance: '-999999999999999' })).result.openingBalance).toBe('-999999999999999.00');
  });

  it('refuses a bad account with its Chinese message', async () => {
    const bad = async (p: object) => (await admin.send('POST', `${API}/add`, { holder: '国电电力', accountType: 'consumer', bankName: '中国农业银行', accountNo: '6228480012345678', ...p })).message;
    // The same number however it is spaced.
    expect(await bad({ accountNo: '05021234 56789012345' })).toBe('账号「0502123456789012345」已存在');
    expect(await bad({ accountNo: '1234567' })).toBe('银行账号格式不正确');
    expect(await bad({ accountNo: '1'.repeat(31) })).toBe('银行账号格式不正确');
    expect(await bad({ accountNo: '6228-4800-1234' })).toBe('银行账号格式不正确');
    expect(await bad({ accountNo: '62284800123456a' })).toBe('银行账号格式不正确');
    expect(await bad({ accountNo: '' })).toBe('请输入账号');
    expect(await bad({ holder: '' })).toBe('请输入户名');
    expect(await bad({ bankName: null })).toBe('请输入开户行');
    expect(await bad({ accountType: '' })).toBe('请选择账户类型');
    expect(await bad({ accountType: 'bank' })).toBe('账户类型的值不在可选范围内');
    expect(await bad({ openingBalance: '100.005' })).toBe('期初余额(元)最多2位小数');
    expect(await bad({ openingBalance: '1000000000000000' })).toBe('期初余额(元)不能大于999999999999999');
    // One fen over the bound: the same double as the bound, so compared as a decimal.
    expect(await bad({ openingBalance: '999999999999999.01' })).toBe('期初余额(元)不能大于999999999999999');
    expect(await bad({ openingBalance: '-999999999999999.01' })).toBe('期初余额(元)不能小于-999999999999999');
    expect(await bad({ openingBalance: '-1000000000000000' })).toBe('期初余额(元)不能小于-999999999999999');
    expect(await bad({ openingBalance: '1,000.00' })).toBe('期初余额(元)的值格式不正确');
    expect((await admin.get(`${API}/list`)).result.total).toBe(4);
    const supplier = (await admin.get(`${API}/list?accountType=supplier`)).result.records[0].id;
    expect((await admin.send('PUT', `${API}/edit`, { id: supplier, accountNo: '0502 1234 5678 9012 345' })).message).toBe('账号「0502123456789012345」已存在');
  });

  it('deletes into the recycle bin and restores; the number stays taken meanwhile', async () => {
    const id = (await admin.send('POST', `${API}/add`, { holder: '华能电厂', accountType: 'consumer', bankName: '招商银行', accountNo: '6214830100001111', openingBalance: '88.8' })).result.id;
    expect((await admin.send('DELETE', `${API}/delete?id=${id}`)).message).toBe('删除成功!');
    expect(await nos('accountNo=6214830100001111')).toEqual([]);
    expect((await admin.get(`${API}/recycleBin`)).result.records.map((r: any) => [r.holder, r.openingBalance])).toEqual([['华能电厂', '88.80']]);
    expect((await admin.send('POST', `${API}/add`, { holder: '冒用', accountType: 'consumer', bankName: '招商银行', accountNo: '6214 8301 0000 1111' })).message).toBe('账号「6214830100001111」已存在');
    expect((await admin.send('PUT', `${API}/putRecycleBin`, { ids: id })).message).toBe('还原账户成功！');
    expect(await nos('accountNo=6214830100001111')).toEqual(['6214830100001111']);
  });
});

describe('账户 lists, organisations and tenants', () => {
  let t2: ReturnType<typeof callsAs>;
  beforeAll(async () => {
    await secondTenant(t);
    t2 = callsAs(t, await userWith(t, 'account_t2', '2', await roleWith(t, 'account-t2', 2, ['coal:account:'])));
    expect((await t2.send('POST', `${API}/add`, { holder: '他家', accountType: 'company', bankName: '他行', accountNo: '22222222' })).success).toBe(true);
  });

  it('answers the list syntax: wildcard, dictionary value, money operator and super query', async () => {
    expect(await nos()).toEqual(['0502123456789012345', '14000000', '14050162080800001234', '6214830100001111', '9'.repeat(30)]);
    expect(await nos(`holder=${encodeURIComponent('*煤*')}`)).toEqual(['0502123456789012345', '14050162080800001234']);
    expect(await nos(`bankName=${encodeURIComponent('中国*')}`)).toEqual(['0502123456789012345', '14000000', '14050162080800001234']);
    expect(await nos('accountType=consumer,carrier')).toEqual(['14000000', '6214830100001111', '9'.repeat(30)]);
    expect(await nos('openingBalance=88.80')).toEqual(['6214830100001111']);
    expect(await nos(`openingBalance=${encodeURIComponent('< 0')}`)).toEqual(['14000000', '9'.repeat(30)]);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'openingBalance', rule: 'gt', val: '1250000.49' }, { field: 'accountType', rule: 'eq', val: 'company' }]));
    expect(await nos(`superQueryParams=${sq}&superQueryMatchType=and`)).toEqual(['0502123456789012345']);
    const sq2 = encodeURIComponent(JSON.stringify([{ field: 'openingBalance', rule: 'gt', val: '1250000.50' }]));
    expect(await nos(`superQueryParams=${sq2}`)).toEqual([]);
  });

  it('a hostile query string changes nothing and shows nothing of the other tenant', async () => {
    const msg = async (q: string) => (await admin.get(`${API}/list?${q}`)).message;
    expect(await nos(`accountNo=${encodeURIComponent("22222222' or tenant_id=2 --")}`)).toEqual([]);
    expect(await nos('accountNo=22222222')).toEqual([]);
    expect(await nos('tenantId=2&tenant_id=2&delFlag=1&del_flag=1&password=x')).toHaveLength(5);
    expect(await msg(`openingBalance=${encodeURIComponent('0) or (1=1')}`)).toBe('期初余额(元)的值格式不正确');
    expect(await msg('column=tenant_id&order=asc')).toBe('请注意，将要排序的列字段不存在：tenant_id');
    expect(await msg(`superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'accountNo', rule: 'in', val: ['22222222'] }, { field: 'passwordHash', rule: 'not_empty' }]))}`)).toBe(
      '请注意，将要查询的列字段不存在：passwordHash',
    );
    expect(await msg(`superQueryParams=${encodeURIComponent('not json')}`)).toBe('高级查询参数格式不正确');
    const [{ n }] = await t.ctx.db.select({ n: count() }).from(coalAccount);
    expect(n).toBe(6);
  });

  it('another tenant sees none of these accounts, cannot touch them by id, and may hold the same number', async () => {
    expect(await nos('', t2)).toEqual(['22222222']);
    expect((await t2.get(`${API}/queryById?id=${company}`)).message).toBe('未找到对应数据');
    expect((await t2.send('PUT', `${API}/edit`, { id: company, openingBalance: '0' })).message).toBe('未找到对应数据');
    expect((await t2.send('DELETE', `${API}/delete?id=${company}`)).message).toBe('未找到对应数据');
    expect((await t2.send('POST', `${API}/add`, COMPANY)).success).toBe(true);
    expect((await admin.get(`${API}/queryById?id=${company}`)).result.openingBalance).toBe('1250000.50');
  });

  it('are the company\'s books: a user acting for an organisation sees none and adds none, whatever the query', async () => {
    const linked = callsAs(t, await userWithPerms(t, 'account_supplier', ['coal:account:list', 'coal:account:add', 'coal:account:edit'], { org: { kind: 'supplier', id: 'supplier-1' } }));
    expect(await nos('', linked)).toEqual([]);
    expect(await nos(`accountNo=${encodeURIComponent('*')}`, linked)).toEqual([]);
    expect((await linked.get(`${API}/queryById?id=${company}`)).message).toBe('未找到对应数据');
    expect((await linked.send('PUT', `${API}/edit`, { id: company, holder: '改名' })).message).toBe('未找到对应数据');
    expect((await linked.send('POST', `${API}/add`, { ...COMPANY, accountNo: '6228480012345678' })).message).toBe('只能新增本单位的数据');
    expect((await admin.get(`${API}/queryById?id=${company}`)).result.holder).toBe('山西美云煤炭贸易有限公司');
  });
});

describe('账户 spreadsheets', () => {
  it('exports accounts with the type text and the balance, and imports the file back', async () => {
    const file = await exportFile(t, token, API, `?holder=${encodeURIComponent('*顺达*')}`);
    const rows = await sheetRows(file);
    expect(rows[0]).toEqual(['户名', '账户类型', '开户行', '账号', '期初余额(元)', '创建时间']);
    expect(rows[1].slice(0, 5)).toEqual(['太原顺达物流', '承运', '中国银行太原分行', '14000000', -3200.75]);
    expect((await importFile(t, token, API, file)).message).toBe('文件导入成功，但有1条数据导入失败');
    const id = (await admin.get(`${API}/list?accountNo=14000000`)).result.records[0].id;
    await admin.send('DELETE', `${API}/delete?id=${id}`);
    expect((await admin.send('DELETE', `${API}/deleteRecycleBin?ids=${id}`)).message).toBe('彻底删除账户成功！');
    const imp = await importFile(t, token, API, file);
    expect(imp, JSON.stringify(imp)).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    expect((await admin.get(`${API}/list?accountNo=14000000`)).result.records.map((r: any) => [r.holder, r.accountType, r.bankName, r.openingBalance])).toEqual([
      ['太原顺达物流', 'carrier', '中国银行太原分行', '-3200.75'],
    ]);
  });

  it('imports rows that leave 期初余额 blank beside rows that fill it: the blank ones get 0.00', async () => {
    const header = ['户名*', '账户类型*', '开户行*', '账号*', '期初余额(元)', '备注'];
    const file = await xlsxOf('账户', [header, ['晋能煤业', '供应商', '中国建设银行', '62170000111122223', '', ''], ['大同煤矿', '供应商', '中国建设银行', '62170000111122224', '88.8', '']]);
    const imp = await importFile(t, token, API, file);
    expect(imp, JSON.stringify(imp)).toMatchObject({ success: true, message: '文件导入成功！数据行数：2' });
    const got = (await admin.get(`${API}/list?accountNo=${encodeURIComponent('62170000111122223,62170000111122224')}&column=accountNo&order=asc`)).result.records;
    expect(got.map((r: any) => [r.holder, r.openingBalance])).toEqual([
      ['晋能煤业', '0.00'],
      ['大同煤矿', '88.80'],
    ]);
  });
});
