import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { businessToday } from '@meiyun/shared';
import { nextNumber, previewNumber } from './service';

let t: TestApp;
let admin: string;
let plain: string;
const h = (token: string) => ({ 'x-access-token': token });
// Numbers carry the business day (BUSINESS_TIME_ZONE), not the machine's: after 16:00 UTC it is already tomorrow in China.
const today = () => businessToday().replaceAll('-', '');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.createUser({ username: 'carl', password: 'Carl@2024xx' });
  plain = await t.login('carl', 'Carl@2024xx');
});
afterAll(async () => {
  await t?.close();
});

const add = (payload: Record<string, unknown>, token = admin) => t.call({ method: 'POST', url: '/api/sys/fillRule/add', headers: h(token), payload });

describe('fill rules (填值规则)', () => {
  it('seeds the coal numbering rules; 合同编号 is HT + date + 4 digits', async () => {
    const list = await t.call({ method: 'GET', url: '/api/sys/fillRule/list?pageSize=50', headers: h(admin) });
    expect(list.json.result.records.map((r: any) => r.ruleCode)).toEqual(expect.arrayContaining(['contract_no', 'weigh_bill_no', 'coal_ticket_no', 'dispatch_plan_no', 'pickup_order_no']));
    const res = await t.call({ method: 'GET', url: '/api/sys/fillRule/executeRuleByCode/contract_no', headers: h(plain) });
    expect(res.json.result).toBe(`HT${today()}0001`);
  });

  it('the preview shows the next number without consuming it', async () => {
    const p1 = await t.call({ method: 'GET', url: '/api/sys/fillRule/previewRuleByCode/contract_no', headers: h(admin) });
    const p2 = await t.call({ method: 'GET', url: '/api/sys/fillRule/previewRuleByCode/contract_no', headers: h(admin) });
    expect(p1.json.result).toBe(`HT${today()}0002`);
    expect(p2.json.result).toBe(p1.json.result);
    const next = await t.call({ method: 'GET', url: '/api/sys/fillRule/executeRuleByCode/contract_no', headers: h(admin) });
    expect(next.json.result).toBe(p1.json.result);
  });

  it('gives 20 concurrent callers 20 different numbers', async () => {
    const res = await Promise.all(Array.from({ length: 20 }, () => t.call({ method: 'GET', url: '/api/sys/fillRule/executeRuleByCode/weigh_bill_no', headers: h(admin) })));
    const numbers = res.map((r) => r.json.result as string);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.map((n) => Number(n.slice(-5))).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('resets the sequence by its period', async () => {
    expect((await add({ ruleName: '月度编号', ruleCode: 'monthly', ruleParts: JSON.stringify([{ type: 'text', value: 'M' }, { type: 'date', pattern: 'yyyyMM' }, { type: 'seq', width: 3, reset: 'month' }]) })).json.success).toBe(true);
    const jan = new Date(2026, 0, 31, 10);
    const feb = new Date(2026, 1, 1, 10);
    expect(await nextNumber(t.ctx.db, 'monthly', jan)).toBe('M202601001');
    expect(await nextNumber(t.ctx.db, 'monthly', jan)).toBe('M202601002');
    expect(await nextNumber(t.ctx.db, 'monthly', feb)).toBe('M202602001');
    expect(await previewNumber(t.ctx.db, 'monthly', jan)).toBe('M202601003');
    expect((await add({ ruleName: '永不重置', ruleCode: 'forever', ruleParts: JSON.stringify([{ type: 'text', value: 'F' }, { type: 'seq', width: 2, reset: 'none' }]) })).json.success).toBe(true);
    expect(await nextNumber(t.ctx.db, 'forever', jan)).toBe('F01');
    expect(await nextNumber(t.ctx.db, 'forever', feb)).toBe('F02');
  });

  it('refuses bad parts with a Chinese message and keeps codes unique', async () => {
    const noSeq = await add({ ruleName: '无流水', ruleCode: 'noseq', ruleParts: JSON.stringify([{ type: 'text', value: 'A' }]) });
    expect(noSeq.json).toMatchObject({ success: false, message: '规则组成必须有且只有一个流水号' });
    const wide = await add({ ruleName: '太宽', ruleCode: 'wide', ruleParts: JSON.stringify([{ type: 'seq', width: 30, reset: 'day' }]) });
    expect(wide.json).toMatchObject({ success: false, message: '第1部分：流水号位数不能超过12' });
    const notJson = await add({ ruleName: '坏', ruleCode: 'bad', ruleParts: '{' });
    expect(notJson.json).toMatchObject({ success: false, message: '规则组成格式不正确' });
    const dup = await add({ ruleName: '重复', ruleCode: 'contract_no', ruleParts: JSON.stringify([{ type: 'seq', width: 3, reset: 'none' }]) });
    expect(dup.json.success).toBe(false);
    const unknown = await t.call({ method: 'GET', url: '/api/sys/fillRule/executeRuleByCode/nope', headers: h(admin) });
    expect(unknown.json).toMatchObject({ success: false, message: '该填值规则不存在' });
  });

  it('each call needs its permission (510); numbering only needs a session', async () => {
    for (const c of [
      { method: 'GET', url: '/api/sys/fillRule/list' },
      { method: 'POST', url: '/api/sys/fillRule/add', payload: {} },
      { method: 'PUT', url: '/api/sys/fillRule/edit', payload: {} },
      { method: 'DELETE', url: '/api/sys/fillRule/delete?id=x' },
      { method: 'DELETE', url: '/api/sys/fillRule/deleteBatch?ids=x' },
      { method: 'GET', url: '/api/sys/fillRule/exportXls' },
      { method: 'GET', url: '/api/sys/fillRule/previewRuleByCode/contract_no' },
    ] as const) {
      expect((await t.call({ ...c, headers: h(plain) } as never)).json?.code, c.url).toBe(510);
    }
    expect((await t.call({ method: 'GET', url: '/api/sys/fillRule/executeRuleByCode/contract_no' })).json?.success).toBe(false);
  });
});
