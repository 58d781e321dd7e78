import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { userMeta } from '@meiyun/shared';
import { App } from 'antd';
import { useState } from 'react';
import { RESET_PASSWORD_PERMISSION, ResetPasswordModal } from './ResetPasswordModal';
import { userOrgEditors } from './userOrgEditors';
import { putAction } from '../../../lib/http';
import { EllipsisText, EntityListPage, type BatchAction, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';

/** user_status dictionary values. */
export const UserStatus = { active: '1', frozen: '2' } as const;
const FREEZE_PERMISSION = `${userMeta.perm}:frozen`;

/** The list row of §3: the department shows the server's orgCodeTxt (all departments of the user). */
const COLUMNS = ['username', 'realname', 'sex', 'birthday', 'phone', 'orgCode', 'userType', 'status', 'createTime'];
/** 单位类型 and 所属单位 offered by the chosen user type (a 货主: a customer or a supplier). */
const EDITORS = userOrgEditors();

/** 系统管理 > 用户管理 (menu component system/user/UserList), declared on the user entity. */
export default function UserListPage() {
  const { message, modal } = App.useApp();
  const [resetting, setResetting] = useState<{ id: string; username: string } | null>(null);

  const setStatus = async (ctx: ListContext, ids: string[], status: string) => {
    const env = await putAction('/sys/user/frozenBatch', { ids: ids.join(','), status: Number(status) });
    if (!env.success) return void message.warning(env.message);
    message.success(env.message || (status === UserStatus.frozen ? '冻结成功' : '解冻成功'));
    ctx.reload();
  };

  const rowActions = (ctx: ListContext): RowAction[] => [
    {
      key: 'freeze',
      label: '冻结',
      permission: FREEZE_PERMISSION,
      confirm: '确定冻结吗?',
      visible: (r) => String(r.status) === UserStatus.active,
      onClick: ctx.guard((r: ListRecord) => setStatus(ctx, [r.id], UserStatus.frozen)),
    },
    {
      key: 'unfreeze',
      label: '解冻',
      permission: FREEZE_PERMISSION,
      confirm: '确定解冻吗?',
      visible: (r) => String(r.status) === UserStatus.frozen,
      onClick: ctx.guard((r: ListRecord) => setStatus(ctx, [r.id], UserStatus.active)),
    },
    { key: 'resetPassword', label: '重置密码', permission: RESET_PASSWORD_PERMISSION, onClick: (r: ListRecord) => setResetting({ id: r.id, username: String(r.username) }) },
  ];

  const batchActions = (ctx: ListContext): BatchAction[] => {
    const confirm = (title: string, status: string) => (ids: string[]) =>
      modal.confirm({ title: '确认操作', content: `是否${title}选中账号?`, okText: '确定', cancelText: '取消', onOk: () => setStatus(ctx, ids, status) });
    return [
      { key: 'freeze', label: '冻结', icon: <LockOutlined />, permission: FREEZE_PERMISSION, onClick: confirm('冻结', UserStatus.frozen) },
      { key: 'unfreeze', label: '解冻', icon: <UnlockOutlined />, permission: FREEZE_PERMISSION, onClick: confirm('解冻', UserStatus.active) },
    ];
  };

  return (
    <>
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <EntityListPage
        meta={userMeta}
        columns={COLUMNS}
        cellRenders={{
          orgCode: (_v, r) => <EllipsisText text={r.orgCodeTxt ?? r.orgCode_dictText ?? r.orgCode} />,
          status: (v, r) => <span className={String(v) === UserStatus.frozen ? 'user-status-frozen' : undefined}>{String(r.status_dictText ?? v ?? '')}</span>,
        }}
        editors={EDITORS}
        rowActions={rowActions}
        batchActions={batchActions}
        actionColumnWidth={150}
      />
    </>
  );
}
