import { useState } from 'react';
import { roleMeta } from '@meiyun/shared';
import { EntityListPage, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useDevice } from '../../../lib/device/useDevice';
import type { Role } from '../shared/systemApi';
import { RoleAuthDrawer } from './RoleAuthDrawer';
import { RoleUsersDrawer } from './RoleUsersDrawer';

const asRole = (r: ListRecord) => r as unknown as Role;

/**
 * 系统管理 > 角色管理 (menu component system/role/RoleList): the role list comes from the role declaration; each
 * row adds 授权 (menus, buttons and data rules) and 用户 (the role's members).
 */
export default function RoleListPage() {
  const [authRole, setAuthRole] = useState<Role | null>(null);
  const [usersRole, setUsersRole] = useState<Role | null>(null);
  // On a phone the extra entries go into 更多 so that the fixed action column leaves room for the name.
  const { small } = useDevice();

  const rowActions = (_ctx: ListContext): RowAction[] => [
    { key: 'auth', label: '授权', permission: 'system:role:auth', inline: !small, onClick: (r) => setAuthRole(asRole(r)) },
    { key: 'users', label: '用户', permission: 'system:role:user', inline: !small, onClick: (r) => setUsersRole(asRole(r)) },
  ];

  return (
    <>
      <EntityListPage meta={roleMeta} rowActions={rowActions} actionColumnWidth={small ? 120 : 210} />
      <RoleAuthDrawer role={authRole} onClose={() => setAuthRole(null)} />
      <RoleUsersDrawer role={usersRole} onClose={() => setUsersRole(null)} />
    </>
  );
}
