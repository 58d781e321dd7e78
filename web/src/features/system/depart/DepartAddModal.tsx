import { useEffect, useState } from 'react';
import { App, Form, Modal } from 'antd';
import type { DepartNode } from '@meiyun/shared';
import { departApi, report } from '../shared/systemApi';
import { DepartFields } from './DepartFields';

interface Props {
  /** null: closed; parent null: a first-level department. */
  target: { parent: DepartNode | null } | null;
  onClose: (added: DepartNode | null) => void;
}

export function DepartAddModal({ target, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (target) {
      form.resetFields();
      form.setFieldsValue({ orgCategory: target.parent ? '2' : '1', departOrder: 0 });
    }
  }, [target, form]);

  async function submit() {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const env = await departApi.add({ ...v, parentId: target?.parent?.id ?? null });
      if (report(env, message)) onClose(env.result);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={!!target} title={target?.parent ? '新增下级部门' : '新增一级部门'} okText="确定" cancelText="取消" confirmLoading={saving} onOk={submit} onCancel={() => onClose(null)} forceRender destroyOnHidden>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} style={{ marginTop: 16 }}>
        <DepartFields parentName={target?.parent?.departName ?? ''} />
      </Form>
    </Modal>
  );
}
