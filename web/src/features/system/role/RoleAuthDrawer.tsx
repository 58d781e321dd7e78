import { useCallback, useState } from 'react';
import { Drawer } from 'antd';
import { PermissionTreeEditor, type PermissionTreeNode } from '../../../components/permission/PermissionTreeEditor';
import { useDevice } from '../../../lib/device/useDevice';
import { permissionApi, type Role } from '../shared/systemApi';
import { RoleDataRuleModal } from './RoleDataRuleModal';

interface Props {
  role: Role | null;
  onClose: () => void;
}

/** Grants menus and buttons to a role, and per menu with data rules which of them the role holds. */
export function RoleAuthDrawer({ role, onClose }: Props) {
  const { small } = useDevice();
  const [ruleMenu, setRuleMenu] = useState<PermissionTreeNode | null>(null);
  const roleId = role?.id ?? '';
  const loadTree = useCallback(() => permissionApi.tree(), []);
  const loadChecked = useCallback(() => permissionApi.roleIds(roleId), [roleId]);
  const save = useCallback((ids: string[], last: string[]) => permissionApi.saveRole(roleId, ids, last), [roleId]);
  return (
    <Drawer open={!!role} title={`角色权限配置：${role?.roleName ?? ''}`} size={small ? '100%' : 560} onClose={onClose} destroyOnHidden>
      {role && <PermissionTreeEditor loadTree={loadTree} loadChecked={loadChecked} onSave={save} onRuleClick={setRuleMenu} onCancel={onClose} />}
      {role && <RoleDataRuleModal roleId={role.id} menu={ruleMenu} onClose={() => setRuleMenu(null)} />}
    </Drawer>
  );
}
