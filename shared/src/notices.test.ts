import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS, renderTemplate, templateVariables } from './notices';

describe('notice templates', () => {
  it('fills variables and leaves out a line whose variables are all empty', () => {
    const t = '合同 ${contractNo}（${counterparty}）\n意见：${remark}\n操作人：${actor}\n请及时处理。';
    expect(renderTemplate(t, { contractNo: 'HT-1', counterparty: '电厂', remark: null, actor: '张三' })).toBe('合同 HT-1（电厂）\n操作人：张三\n请及时处理。');
    expect(renderTemplate(t, { contractNo: 'HT-1', counterparty: '', remark: '加急', actor: '张三' })).toBe('合同 HT-1（）\n意见：加急\n操作人：张三\n请及时处理。');
    // Numbers are written as they are; an unknown name counts as empty.
    expect(renderTemplate('净重 ${netKg} 千克\n${nope}', { netKg: 31250 })).toBe('净重 31250 千克');
  });

  it('names the variables in order, as an SMS provider takes its parameters', () => {
    expect(templateVariables('合同${contractNo}待您审批，提交人${actor}，对方${counterparty}')).toEqual(['contractNo', 'actor', 'counterparty']);
  });

  it('uses in every built-in wording only the variables the notice declares', () => {
    for (const [code, kind] of Object.entries(NOTICE_KINDS)) {
      const used = [...templateVariables(kind.title), ...templateVariables(kind.content)];
      expect(used.filter((v) => !(v in kind.vars)), code).toEqual([]);
    }
  });
});
