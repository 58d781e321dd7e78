import { checkRuleMeta, readInput, requestLabel } from '@meiyun/shared';
import { bindEntity, type ColumnValues } from '../../../core/crud/index';
import { sysCheckRule } from './table';
import { BizError } from '../../../core/http/envelope';
import { ruleItemsSchema } from './rules';

/** The items must parse and pass the editor's checks (a bad or unsafe regex is refused); stored normalised. */
function checkItems(values: ColumnValues) {
  if (values.ruleJson === undefined) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(values.ruleJson));
  } catch {
    throw new BizError('规则内容格式不正确');
  }
  const r = readInput(ruleItemsSchema, parsed, requestLabel);
  if (!r.ok) {
    const at = typeof r.path[0] === 'number' ? `第${r.path[0] + 1}条规则：` : '';
    throw new BizError(`${at}${r.message}`);
  }
  values.ruleJson = JSON.stringify(r.value);
}

export const checkRuleEntity = bindEntity({
  meta: checkRuleMeta,
  table: sysCheckRule,
  menuKey: 'menu:system:checkRule',
  hooks: {
    beforeAdd: (_h, values) => checkItems(values),
    beforeImport: (_h, rows) => rows.forEach((r) => checkItems(r.values)),
    beforeEdit: (_h, values) => checkItems(values),
  },
});
