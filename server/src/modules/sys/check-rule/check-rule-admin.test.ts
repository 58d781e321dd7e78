import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let admin: string;
let plain: string;
const h = (token: string) => ({ 'x-access-token': token });
const add = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/sys/checkRule/add', headers: h(admin), payload });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'dora', password: 'Dora@2024xx' });
  plain = await t.login('dora', 'Dora@2024xx');
});
afterAll(async () => {
  await t?.close();
});

describe('check rules (校验规则) management', () => {
  it('lists the seeded rules', async () => {
    const res = await t.call({ method: 'GET', url: '/api/sys/checkRule/list', headers: h(admin) });
    expect(res.json.result.records.map((r: any) => r.ruleCode)).toEqual(expect.arrayContaining(['vehicle_plate', 'contract_no']));
  });

  it('refuses a bad or unsafe regex, an empty rule and a message-less item', async () => {
    expect((await add({ ruleName: '坏正则', ruleCode: 'bad_re', ruleJson: JSON.stringify([{ kind: 'regex', regex: '([a-z', message: 'x' }]) })).json).toMatchObject({ success: false, message: '第1条规则：正则表达式格式不正确' });
    expect((await add({ ruleName: '回溯', ruleCode: 'redos', ruleJson: JSON.stringify([{ kind: 'regex', regex: '^(a+)+$', message: 'x' }]) })).json).toMatchObject({ success: false, message: '第1条规则：正则表达式不能嵌套重复' });
    expect((await add({ ruleName: '过长', ruleCode: 'long_re', ruleJson: JSON.stringify([{ kind: 'regex', regex: 'a'.repeat(201), message: 'x' }]) })).json.message).toBe('第1条规则：正则表达式不能超过200个字符');
    expect((await add({ ruleName: '空', ruleCode: 'empty', ruleJson: '[]' })).json).toMatchObject({ success: false, message: '请至少添加一条规则' });
    expect((await add({ ruleName: '无提示', ruleCode: 'nomsg', ruleJson: JSON.stringify([{ kind: 'length', min: 1, message: '' }]) })).json).toMatchObject({ success: false, message: '第1条规则：请输入提示信息' });
    expect((await add({ ruleName: '坏JSON', ruleCode: 'badjson', ruleJson: '[' })).json).toMatchObject({ success: false, message: '规则内容格式不正确' });
  });

  it('adds a rule of several items and checks values with it', async () => {
    const items = [
      { kind: 'length', min: 4, max: 8, message: '长度应为4到8位' },
      { kind: 'chars', chars: 'upper', message: '只能是大写字母和数字' },
      { kind: 'pattern', pattern: 'letterDigit20' },
    ];
    const res = await add({ ruleName: '车队编号', ruleCode: 'fleet_no', ruleJson: JSON.stringify(items) });
    expect(res.json.success).toBe(true);
    const check = (value: string) => t.call({ method: 'GET', url: `/api/sys/checkRule/checkByCode?ruleCode=fleet_no&value=${encodeURIComponent(value)}`, headers: h(plain) });
    expect((await check('AB12')).json.success).toBe(true);
    expect((await check('AB1')).json.message).toBe('长度应为4到8位');
    expect((await check('ab12')).json.message).toBe('只能是大写字母和数字');
    const edit = await t.call({ method: 'PUT', url: '/api/sys/checkRule/edit', headers: h(admin), payload: { id: res.json.result.id, ruleJson: JSON.stringify([{ kind: 'regex', regex: '(', message: 'x' }]) } });
    expect(edit.json.success).toBe(false);
  });

  it('each management call needs its permission (510)', async () => {
    for (const c of [
      { method: 'GET', url: '/api/sys/checkRule/list' },
      { method: 'POST', url: '/api/sys/checkRule/add', payload: {} },
      { method: 'PUT', url: '/api/sys/checkRule/edit', payload: {} },
      { method: 'DELETE', url: '/api/sys/checkRule/delete?id=x' },
      { method: 'DELETE', url: '/api/sys/checkRule/deleteBatch?ids=x' },
      { method: 'GET', url: '/api/sys/checkRule/exportXls' },
    ] as const) {
      expect((await t.call({ ...c, headers: h(plain) } as never)).json?.code, c.url).toBe(510);
    }
  });
});
