import { useEffect, useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { report, roleApi, type Role } from '../shared/systemApi';

interface Props {
  /** null: closed; {}: add; a role: edit. */
  role: Partial<Role> | null;
  onClose: (saved: boolean) => void;
}

export function RoleFormModal({ role, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editing = !!role?.id;

  useEffect(() => {
    if (role) {
      form.resetFields();
      form.setFieldsValue(role);
    }
  }, [role, form]);

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const env = editing ? await roleApi.edit({ ...values, id: role!.id }) : await roleApi.add(values);
      if (report(env, message)) onClose(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={!!role} title={editing ? '编辑角色' : '新增角色'} okText="确定" cancelText="关闭" confirmLoading={saving} onOk={submit} onCancel={() => onClose(false)} destroyOnHidden forceRender>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} style={{ marginTop: 16 }}>
        <Form.Item name="roleName" label="角色名称" rules={[{ required: true, whitespace: true, message: '请输入角色名称' }, { max: 50, message: '角色名称不能超过50个字符' }]}>
          <Input placeholder="请输入角色名称" data-testid="role-name" />
        </Form.Item>
        <Form.Item
          name="roleCode"
          label="角色编码"
          validateDebounce={300}
          rules={[
            { required: true, whitespace: true, message: '请输入角色编码' },
            { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: '角色编码只能由字母、数字、下划线组成，且以字母开头' },
            { max: 50, message: '角色编码不能超过50个字符' },
            {
              validator: async (_, v: string) => {
                if (!v || !/^[A-Za-z][A-Za-z0-9_]*$/.test(v)) return;
                const env = await roleApi.checkCode(v, role?.id);
                if (!env.success) throw new Error(env.message || '角色编码已存在');
              },
            },
          ]}
        >
          <Input placeholder="请输入角色编码" disabled={editing && role?.roleCode === 'admin'} data-testid="role-code" />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[{ max: 255, message: '描述不能超过255个字符' }]}>
          <Input.TextArea rows={3} placeholder="请输入描述" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
