import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, Modal, Popconfirm, Space, Table } from 'antd';
import type { DeptRole, MemberUser } from '@meiyun/shared';
import { UserPickerModal } from '../../../components/pickers/user/UserPickerModal';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { departApi, report } from '../shared/systemApi';

/** The users directly in a department: add existing users, remove, and choose their department roles. */
export function DepartUsersTab({ departId }: { departId: string }) {
  const { message } = App.useApp();
  const can = useHasPermission();
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [roleUser, setRoleUser] = useState<MemberUser | null>(null);
  const users = useQuery({ queryKey: ['depart-users', departId], queryFn: () => departApi.directUsers(departId) });

  useEffect(() => setSelected([]), [departId]);

  async function remove(ids: string[]) {
    if (report(await departApi.removeUsers(departId, ids), message)) {
      setSelected([]);
      void users.refetch();
    }
  }

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        {can('system:depart:user') && (
          <Button type="primary" onClick={() => setPicking(true)}>添加已有用户</Button>
        )}
        {can('system:depart:user') && selected.length > 0 && (
          <Popconfirm title={`确定将选中的 ${selected.length} 个用户移出本部门吗?`} okText="确定" cancelText="取消" onConfirm={() => remove(selected)}>
            <Button danger>批量移出</Button>
          </Popconfirm>
        )}
      </Space>
      <Table<MemberUser>
        rowKey="id"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.result ?? []}
        scroll={{ x: 560 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)) }}
        pagination={{ pageSize: 10, showTotal: (t) => `共 ${t} 条`, hideOnSinglePage: true }}
        columns={[
          { title: '用户账号', dataIndex: 'username', width: 130 },
          { title: '用户姓名', dataIndex: 'realname', width: 110 },
          { title: '手机号', dataIndex: 'phone', width: 130 },
          {
            title: '操作',
            key: 'action',
            width: 150,
            fixed: 'right',
            render: (_: unknown, u: MemberUser) => (
              <Space size={0}>
                {can('system:depart:role:user') && <Button type="link" size="small" onClick={() => setRoleUser(u)}>分配角色</Button>}
                {can('system:depart:user') && (
                  <Popconfirm title="确定将该用户移出本部门吗?" okText="确定" cancelText="取消" onConfirm={() => remove([u.id])}>
                    <Button type="link" size="small" danger>移出</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <UserPickerModal
        open={picking}
        title="添加用户到部门"
        onCancel={() => setPicking(false)}
        onOk={async (picked) => {
          if (report(await departApi.addUsers(departId, picked.map((u) => u.id)), message)) {
            setPicking(false);
            void users.refetch();
          }
        }}
      />
      <UserDeptRolesModal departId={departId} user={roleUser} onClose={() => setRoleUser(null)} />
    </>
  );
}

function UserDeptRolesModal({ departId, user, onClose }: { departId: string; user: MemberUser | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [roles, setRoles] = useState<DeptRole[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!user) return;
    void Promise.all([departApi.allRoles(departId), departApi.userRoles(user.id, departId)]).then(([all, mine]) => {
      setRoles(all.result ?? []);
      setChecked((mine.result ?? []).map((r) => r.droleId));
    });
  }, [user, departId]);

  return (
    <Modal
      open={!!user}
      title={`分配部门角色：${user?.realname ?? ''}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={async () => {
        setSaving(true);
        try {
          if (report(await departApi.setUserRoles(user!.id, departId, checked), message)) onClose();
        } finally {
          setSaving(false);
        }
      }}
      destroyOnHidden
    >
      {roles.length ? (
        <Checkbox.Group value={checked} onChange={(v) => setChecked(v.map(String))} options={roles.map((r) => ({ value: r.id, label: `${r.roleName}（${r.roleCode}）` }))} />
      ) : (
        <Empty description="本部门还没有部门角色" />
      )}
    </Modal>
  );
}
