import { checkRuleMeta, CHECK_RULE_CHAR_CLASSES, type CheckRuleItem } from '@meiyun/shared';
import { useState } from 'react';
import { EllipsisText, EntityListPage, type ListRecord } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { CheckRuleItemsEditor, parseItemsJson } from './CheckRuleItemsEditor';
import { CheckRuleTestModal } from './CheckRuleTestModal';

const describeItem = (it: CheckRuleItem) =>
  it.kind === 'pattern' ? `规则 ${it.pattern}` : it.kind === 'regex' ? `正则 ${it.regex}` : it.kind === 'length' ? `长度 ${it.min ?? 0}~${it.max ?? '不限'}` : `只能是${CHECK_RULE_CHAR_CLASSES[it.chars]}`;

/** 系统管理 > 校验规则 (system/check-rule/CheckRuleList): rules for `checkByCode`, an item editor and 测试. */
export default function CheckRuleListPage() {
  const routeKey = useListRouteKey();
  const [testing, setTesting] = useState<ListRecord | null>(null);
  return (
    <>
      <EntityListPage
        meta={checkRuleMeta}
        routeKey={routeKey}
        columns={['ruleName', 'ruleCode', 'ruleJson', 'ruleDescription', 'createTime']}
        cellRenders={{ ruleJson: (v) => <EllipsisText text={parseItemsJson(v).map(describeItem).join('；')} length={40} /> }}
        editors={{ ruleJson: CheckRuleItemsEditor }}
        rowActions={() => [{ key: 'test', label: '测试', inline: true, onClick: (r) => setTesting(r) }]}
        actionColumnWidth={180}
      />
      <CheckRuleTestModal rule={testing} onClose={() => setTesting(null)} />
    </>
  );
}
