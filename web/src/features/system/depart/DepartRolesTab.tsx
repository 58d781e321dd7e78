import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PATTERNS, patternMessage, type DeptRole } from '@meiyun/shared';
import { App, Button, Drawer, Form, Input, Modal, Popconfirm, Space, Table } from 'antd';
import { PermissionTreeEditor } from '../../../components/permission/PermissionTreeEditor';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { useDevice } from '../../../lib/device/useDevice';
import { departApi, permissionApi, report } from '../shared/systemApi';

/** The roles of a department and their authorisation, limited to what the department holds. */
export function DepartRolesTab({ departId }: { departId: string }) {
  const { message } = App.useApp();
  const can = useHasPermission();
  const { small } = useDevice();
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<Partial<DeptRole> | null>(null);
  const [authRole, setAuthRole] = useState<DeptRole | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm();
  const roles = useQuery({ queryKey: ['depart-roles', departId, pageNo], queryFn: () => departApi.roles({ deptId: departId, pageNo, pageSize: 10 }) });

  useEffect(() => {
    if (editing) {
      form.resetFields();
      form.setFieldsValue(editing);
    }
  }, [editing, form]);

  async function save() {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const body = { ...v, departId, id: editing?.id };
      if (report(editing?.id ? await departApi.editRole(body) : await departApi.addRole(body), message)) {
        setEditing(null);
        void roles.refetch();
      }
    } finally {
      setSaving(false);
    }
  }

  const roleId = authRole?.id ?? '';
  const loadTree = useCallback(() => permissionApi.deptRoleTree(departId), [departId]);
  const loadChecked = useCallback(() => permissionApi.deptRoleIds(roleId), [roleId]);
  const saveGrant = useCallback((ids: string[], last: string[]) => permissionApi.saveDeptRole(roleId, ids, last), [roleId]);

  return (
    <>
      {can('system:depart:role:add') && (
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing({})}>新增部门角色</Button>
      )}
      <Table<DeptRole>
        rowKey="id"
        size="small"
        loading={roles.isFetching}
        dataSource={roles.data?.result?.records ?? []}
        scroll={{ x: 560 }}
        pagination={{ current: pageNo, pageSize: 10, total: roles.data?.result?.total ?? 0, onChange: setPageNo, hideOnSinglePage: true }}
        columns={[
          { title: '部门角色名称', dataIndex: 'roleName', width: 140 },
          { title: '部门角色编码', dataIndex: 'roleCode', width: 140 },
          { title: '描述', dataIndex: 'description', ellipsis: true },
          {
            title: '操作',
            key: 'action',
            width: 160,
            fixed: 'right',
            render: (_: unknown, r: DeptRole) => (
              <Space size={0}>
                {can('system:depart:role:edit') && <Button type="link" size="small" onClick={() => setEditing(r)}>编辑</Button>}
                {can('system:depart:role:auth') && <Button type="link" size="small" onClick={() => setAuthRole(r)}>授权</Button>}
                {can('system:depart:role:delete') && (
                  <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={async () => { if (report(await departApi.removeRole(r.id), message)) void roles.refetch(); }}>
                    <Button type="link" size="small" danger>删除</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!editing} title={editing?.id ? '编辑部门角色' : '新增部门角色'} okText="确定" cancelText="取消" confirmLoading={saving} onOk={save} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 17 }} style={{ marginTop: 16 }}>
          <Form.Item name="roleName" label="部门角色名称" rules={[{ required: true, whitespace: true, message: '请输入部门角色名称' }]}><Input /></Form.Item>
          <Form.Item name="roleCode" label="部门角色编码" rules={[{ required: true, message: '请输入部门角色编码' }, { pattern: PATTERNS.code.pattern, message: patternMessage('code', '部门角色编码') }, { max: 50, message: '部门角色编码最大长度50位字符' }]}><Input /></Form.Item>
          <Form.Item name="description" label="描述"><Input.TextArea rows={2} /></Form.Item>
        </Form>
      </Modal>
      <Drawer open={!!authRole} title={`部门角色权限配置：${authRole?.roleName ?? ''}`} size={small ? '100%' : 520} onClose={() => setAuthRole(null)} destroyOnHidden>
        {authRole && <PermissionTreeEditor loadTree={loadTree} loadChecked={loadChecked} onSave={saveGrant} onCancel={() => setAuthRole(null)} />}
      </Drawer>
    </>
  );
}
