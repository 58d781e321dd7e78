import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { TenantStatus, tenantMeta } from '@meiyun/shared';
import { App } from 'antd';
import { putAction } from '../../../lib/http';
import { EntityListPage, type BatchAction, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';

const FREEZE_PERMISSION = `${tenantMeta.perm}:frozen`;

/** 系统管理 > 租户管理 (menu component system/tenant/TenantList): tenants, frozen and unfrozen here. */
export default function TenantListPage() {
  const { message, modal } = App.useApp();

  const setStatus = async (ctx: ListContext, ids: string[], status: number) => {
    const env = await putAction('/sys/tenant/frozenBatch', { ids: ids.join(','), status });
    if (!env.success) return void message.warning(env.message);
    message.success(env.message);
    ctx.reload();
  };

  const rowActions = (ctx: ListContext): RowAction[] => [
    {
      key: 'freeze',
      label: '冻结',
      permission: FREEZE_PERMISSION,
      confirm: '冻结后该租户的用户将无法登录和访问，确定冻结吗?',
      visible: (r) => Number(r.status) === TenantStatus.normal,
      onClick: ctx.guard((r: ListRecord) => setStatus(ctx, [r.id], TenantStatus.frozen)),
    },
    {
      key: 'unfreeze',
      label: '解冻',
      permission: FREEZE_PERMISSION,
      confirm: '确定解冻吗?',
      visible: (r) => Number(r.status) === TenantStatus.frozen,
      onClick: ctx.guard((r: ListRecord) => setStatus(ctx, [r.id], TenantStatus.normal)),
    },
  ];

  const batchActions = (ctx: ListContext): BatchAction[] => {
    const confirm = (title: string, status: number) => (ids: string[]) =>
      modal.confirm({ title: '确认操作', content: `是否${title}选中租户?`, okText: '确定', cancelText: '取消', onOk: () => setStatus(ctx, ids, status) });
    return [
      { key: 'freeze', label: '冻结', icon: <LockOutlined />, permission: FREEZE_PERMISSION, onClick: confirm('冻结', TenantStatus.frozen) },
      { key: 'unfreeze', label: '解冻', icon: <UnlockOutlined />, permission: FREEZE_PERMISSION, onClick: confirm('解冻', TenantStatus.normal) },
    ];
  };

  return (
    <EntityListPage
      meta={tenantMeta}
      cellRenders={{ status: (v, r) => <span style={Number(v) === TenantStatus.frozen ? { color: '#cf1322' } : undefined}>{String(r.status_dictText ?? v ?? '')}</span> }}
      rowActions={rowActions}
      batchActions={batchActions}
      actionColumnWidth={150}
    />
  );
}
