import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Input, Popconfirm, Space, Table } from 'antd';
import type { MemberUser } from '@meiyun/shared';
import { UserPickerModal } from '../../../components/pickers/user/UserPickerModal';
import { useDevice } from '../../../lib/device/useDevice';
import { report, roleApi, type Role } from '../shared/systemApi';

interface Props {
  role: Role | null;
  onClose: () => void;
}

/** The users holding a role: search, add from the user picker, remove one or several. */
export function RoleUsersDrawer({ role, onClose }: Props) {
  const { message } = App.useApp();
  const { small } = useDevice();
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [username, setUsername] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  const users = useQuery({
    queryKey: ['role-users', role?.id, pageNo, pageSize, username],
    enabled: !!role,
    queryFn: () => roleApi.users({ roleId: role!.id, pageNo, pageSize, username: username || undefined }),
  });

  async function remove(ids: string[]) {
    if (report(await roleApi.removeUsers(role!.id, ids), message)) {
      setSelected([]);
      void users.refetch();
    }
  }

  return (
    <Drawer open={!!role} title={`角色用户：${role?.roleName ?? ''}`} size={small ? '100%' : 760} onClose={onClose} destroyOnHidden>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search placeholder="按用户账号查询" allowClear onSearch={(v) => { setPageNo(1); setUsername(v.trim()); }} style={{ width: 220 }} />
        <Button type="primary" onClick={() => setPicking(true)} data-testid="role-user-add">
          添加已有用户
        </Button>
        {selected.length > 0 && (
          <Popconfirm title={`确定从角色中移除选中的 ${selected.length} 个用户吗?`} okText="确定" cancelText="取消" onConfirm={() => remove(selected)}>
            <Button danger>批量移除</Button>
          </Popconfirm>
        )}
      </Space>
      <Table<MemberUser>
        rowKey="id"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.result?.records ?? []}
        scroll={{ x: 560 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)) }}
        pagination={{
          current: pageNo,
          pageSize,
          total: users.data?.result?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (p, s) => { setPageNo(p); setPageSize(s); },
        }}
        columns={[
          { title: '用户账号', dataIndex: 'username', width: 140 },
          { title: '用户姓名', dataIndex: 'realname', width: 120 },
          { title: '状态', dataIndex: 'status', width: 80, render: (s: number) => (s === 1 ? '正常' : '冻结') },
          { title: '创建时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作',
            key: 'action',
            width: 80,
            fixed: 'right',
            render: (_: unknown, u: MemberUser) => (
              <Popconfirm title="确定移除该用户吗?" okText="确定" cancelText="取消" onConfirm={() => remove([u.id])}>
                <Button type="link" size="small" danger>移除</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <UserPickerModal
        open={picking}
        title="添加用户到角色"
        onCancel={() => setPicking(false)}
        onOk={async (picked) => {
          if (report(await roleApi.addUsers(role!.id, picked.map((u) => u.id)), message)) {
            setPicking(false);
            void users.refetch();
          }
        }}
      />
    </Drawer>
  );
}
