import { fillRuleMeta, FILL_RULE_RESETS, type FillRulePart } from '@meiyun/shared';
import { App, Typography } from 'antd';
import { EllipsisText, EntityListPage, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { getAction } from '../../../lib/http';
import { FillRulePartsEditor, parsePartsJson } from './FillRulePartsEditor';

const TEST_PERM = 'system:fillRule:test';

const describeParts = (parts: FillRulePart[]) =>
  parts.map((p) => (p.type === 'text' ? p.value : p.type === 'date' ? p.pattern : `${p.width}位流水号（${FILL_RULE_RESETS[p.reset]}）`)).join(' + ');

/** 系统管理 > 填值规则 (system/fill-rule/FillRuleList): numbering rules; 测试 shows the next number without using it. */
export default function FillRuleListPage() {
  const { message, modal } = App.useApp();
  const routeKey = useListRouteKey();

  const test = (ctx: ListContext) => (record: ListRecord) =>
    ctx.guard(async () => {
      const env = await getAction<string>(`/sys/fillRule/previewRuleByCode/${encodeURIComponent(String(record.ruleCode))}`);
      if (!env.success) return void message.warning(env.message);
      modal.info({
        title: `测试：${String(record.ruleName)}`,
        okText: '知道了',
        content: (
          <div>
            下一个编号：<Typography.Text strong copyable data-testid="fill-rule-preview">{env.result}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>测试不占用编号</Typography.Paragraph>
          </div>
        ),
      });
    })();

  const rowActions = (ctx: ListContext): RowAction[] => [{ key: 'test', label: '测试', inline: true, permission: TEST_PERM, onClick: test(ctx) }];

  return (
    <EntityListPage
      meta={fillRuleMeta}
      routeKey={routeKey}
      columns={['ruleName', 'ruleCode', 'ruleParts', 'description', 'createTime']}
      cellRenders={{ ruleParts: (v) => <EllipsisText text={describeParts(parsePartsJson(v))} length={40} /> }}
      editors={{ ruleParts: FillRulePartsEditor }}
      rowActions={rowActions}
      actionColumnWidth={180}
    />
  );
}
