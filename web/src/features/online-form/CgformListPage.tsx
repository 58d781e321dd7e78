import { cgformHeadMeta, ONLINE_FORM_PATH, type EntityMeta } from '@meiyun/shared';
import { App, Drawer, Grid } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EntityListPage, type ListContext, type RowAction } from '../../components/entity';
import type { ListRecord } from '../../components/entity/listApi';
import { postAction } from '../../lib/http';
import { FieldConfigEditor } from './FieldConfigEditor';
import { ForeignKeySelect, SubTablesSelect } from './SubFormEditors';

const editors = { fieldConfig: FieldConfigEditor, subTables: SubTablesSelect, foreignKey: ForeignKeySelect };
// The copies of one form are made by 复制表单, never added by hand.
const copiesMeta: EntityMeta = { ...cgformHeadMeta, actions: ['list', 'edit', 'delete', 'exportXls'] };

/**
 * 系统管理 › 在线表单 (online/cgform/CgformList): the forms over registered tables. 功能测试 opens a form's list in
 * the workspace; 复制表单 makes a numbered copy to change without touching the original, and 查看副本 lists them.
 */
export default function CgformListPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const narrow = Grid.useBreakpoint().md === false;
  const [copiesOf, setCopiesOf] = useState<ListRecord | null>(null);

  const rowActions = (ctx: ListContext): RowAction[] => [
    { key: 'open', label: '功能测试', inline: true, onClick: (r) => navigate(`${ONLINE_FORM_PATH}/${r.code}`) },
    {
      key: 'copy',
      label: '复制表单',
      permission: 'online:cgform:copy',
      confirm: '确定复制该表单吗?',
      onClick: ctx.guard(async (r: ListRecord) => {
        const env = await postAction<{ code: string }>('/online/cgform/head/copy', { id: r.id });
        if (!env.success) return void message.warning(env.message);
        message.success(`${env.message} 副本编码：${env.result?.code}`);
        ctx.reload();
      }),
    },
    { key: 'copies', label: '查看副本', visible: (r) => !r.copyOf, onClick: (r) => setCopiesOf(r) },
  ];

  return (
    <div data-testid="cgform-page">
      <EntityListPage meta={cgformHeadMeta} editors={editors} rowActions={rowActions} actionColumnWidth={190} />
      <Drawer
        title={copiesOf ? `${copiesOf.tableTxt} 的副本` : ''}
        open={!!copiesOf}
        size={narrow ? '100%' : 1000}
        destroyOnHidden
        onClose={() => setCopiesOf(null)}
      >
        {copiesOf && (
          <EntityListPage
            key={copiesOf.id}
            meta={copiesMeta}
            embedded
            routeKey="online-cgform-copies"
            fixedParams={{ copyOf: copiesOf.id }}
            editors={editors}
            rowActions={() => [{ key: 'open', label: '功能测试', inline: true, onClick: (r) => navigate(`${ONLINE_FORM_PATH}/${r.code}`) }]}
          />
        )}
      </Drawer>
    </div>
  );
}
