import { fillRuleMeta } from '@meiyun/shared';
import { bindEntity, type ColumnValues } from '../../../core/crud/index';
import { sysFillRule, sysFillRuleCounter } from './table';
import { BizError } from '../../../core/http/envelope';
import { inArray } from 'drizzle-orm';
import { parseParts } from './parts';

function checkParts(values: ColumnValues) {
  if (values.ruleParts === undefined) return;
  const p = parseParts(values.ruleParts);
  if ('error' in p) throw new BizError(p.error);
  values.ruleParts = JSON.stringify(p.parts);
}

/** 填值规则: the parts are checked and stored normalised; deleting a rule drops its counters. */
export const fillRuleEntity = bindEntity({
  meta: fillRuleMeta,
  table: sysFillRule,
  menuKey: 'menu:system:fillRule',
  hooks: {
    beforeAdd: (_h, values) => checkParts(values),
    beforeImport: (_h, rows) => rows.forEach((r) => checkParts(r.values)),
    beforeEdit: (_h, values) => checkParts(values),
    async beforeDelete(h, existing) {
      await h.tx.delete(sysFillRuleCounter).where(inArray(sysFillRuleCounter.ruleCode, existing.map((r) => String(r.ruleCode))));
    },
  },
});
