import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Popconfirm, Row, Space, Table } from 'antd';
import { DeleteOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Authorized } from '../../../components/auth/Authorized';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { report, roleApi, type Role } from '../shared/systemApi';
import { RoleFormModal } from './RoleFormModal';
import { RoleAuthDrawer } from './RoleAuthDrawer';
import { RoleUsersDrawer } from './RoleUsersDrawer';

interface Filters {
  roleName?: string;
  roleCode?: string;
}

/** Text search reads as "contains", as the generic list queries spell it. */
const contains = (v?: string) => (v?.trim() ? `*${v.trim()}*` : undefined);

/** 角色管理: roles with search, add/edit, delete, authorisation and members. */
export default function RoleListPage() {
  const { message } = App.useApp();
  const can = useHasPermission();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sorter, setSorter] = useState<{ column?: string; order?: 'asc' | 'desc' }>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Partial<Role> | null>(null);
  const [authRole, setAuthRole] = useState<Role | null>(null);
  const [usersRole, setUsersRole] = useState<Role | null>(null);

  const list = useQuery({
    queryKey: ['roles', filters, pageNo, pageSize, sorter],
    queryFn: () => roleApi.list({ pageNo, pageSize, roleName: contains(filters.roleName), roleCode: contains(filters.roleCode), ...sorter }),
  });
  const env = list.data;

  async function remove(ids: string[]) {
    const res = ids.length === 1 ? await roleApi.remove(ids[0]) : await roleApi.removeBatch(ids);
    if (report(res, message)) {
      setSelected([]);
      void list.refetch();
    }
  }

  return (
    <Card variant="borderless">
      <Form form={form} onFinish={(v) => { setPageNo(1); setFilters(v); }} style={{ marginBottom: 8 }}>
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={8} xl={6}>
            <Form.Item name="roleName" label="角色名称">
              <Input placeholder="请输入角色名称" allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8} xl={6}>
            <Form.Item name="roleCode" label="角色编码">
              <Input placeholder="请输入角色编码" allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} sm={24} lg={8} xl={6}>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>查询</Button>
              <Button icon={<ReloadOutlined />} onClick={() => { form.resetFields(); setPageNo(1); setFilters({}); }}>重置</Button>
            </Space>
          </Col>
        </Row>
      </Form>
      <Space wrap style={{ marginBottom: 12 }}>
        <Authorized code="system:role:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="role-add">新增</Button>
        </Authorized>
        {selected.length > 0 && (
          <Authorized code="system:role:delete">
            <Popconfirm title="确认删除" description="是否删除选中数据?" okText="确定" cancelText="取消" onConfirm={() => remove(selected)}>
              <Button danger icon={<DeleteOutlined />}>批量删除</Button>
            </Popconfirm>
          </Authorized>
        )}
        {selected.length > 0 && <span>已选择 {selected.length} 项</span>}
      </Space>
      {!env?.success && env?.message && <div style={{ color: '#cf1322', marginBottom: 8 }}>{env.message}</div>}
      <Table<Role>
        rowKey="id"
        loading={list.isFetching}
        dataSource={env?.result?.records ?? []}
        scroll={{ x: 900 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)) }}
        onChange={(_, __, s) => {
          const one = Array.isArray(s) ? s[0] : s;
          setSorter(one?.order ? { column: String(one.field), order: one.order === 'ascend' ? 'asc' : 'desc' } : {});
        }}
        pagination={{
          current: pageNo,
          pageSize,
          total: env?.result?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30],
          showTotal: (t, r) => `${r[0]}-${r[1]} 共 ${t} 条`,
          onChange: (p, s) => { setPageNo(p); setPageSize(s); },
        }}
        columns={[
          { title: '角色名称', dataIndex: 'roleName', width: 180, sorter: true },
          { title: '角色编码', dataIndex: 'roleCode', width: 180, sorter: true },
          { title: '描述', dataIndex: 'description', ellipsis: true },
          { title: '创建时间', dataIndex: 'createTime', width: 180, sorter: true },
          {
            title: '操作',
            key: 'action',
            width: 230,
            fixed: 'right',
            render: (_: unknown, r: Role) => (
              <Space size={0} wrap>
                {can('system:role:edit') && <Button type="link" size="small" onClick={() => setEditing(r)}>编辑</Button>}
                {can('system:role:auth') && <Button type="link" size="small" onClick={() => setAuthRole(r)} data-testid={`role-auth-${r.roleCode}`}>授权</Button>}
                {can('system:role:user') && <Button type="link" size="small" onClick={() => setUsersRole(r)} data-testid={`role-users-${r.roleCode}`}>用户</Button>}
                {can('system:role:delete') && r.roleCode !== 'admin' && (
                  <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={() => remove([r.id])}>
                    <Button type="link" size="small" danger>删除</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <RoleFormModal role={editing} onClose={(saved) => { setEditing(null); if (saved) void list.refetch(); }} />
      <RoleAuthDrawer role={authRole} onClose={() => setAuthRole(null)} />
      <RoleUsersDrawer role={usersRole} onClose={() => setUsersRole(null)} />
    </Card>
  );
}
