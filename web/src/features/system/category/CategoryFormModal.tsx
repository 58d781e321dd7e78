import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import type { Row } from '../../../components/treeTable/treeRows';
import { postAction, putAction } from '../../../lib/http';
import { feedback } from '../../../lib/feedback/feedback';

/** What the dialog does: add a top category, add a child of `parent`, or rename `record`. */
export type CategoryEdit = { mode: 'add'; parent: Row | null } | { mode: 'edit'; record: Row };

export function CategoryFormModal({ edit, onClose, onSaved }: { edit: CategoryEdit | null; onClose(): void; onSaved(pid: string): void }) {
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (edit) form.setFieldsValue({ name: edit.mode === 'edit' ? String(edit.record.name) : '' });
  }, [edit, form]);

  const save = async () => {
    if (!edit) return;
    const { name } = await form.validateFields();
    setSaving(true);
    try {
      const env =
        edit.mode === 'add'
          ? await postAction('/sys/category/add', { pid: edit.parent ? String(edit.parent.id) : '0', name })
          : await putAction('/sys/category/edit', { id: String(edit.record.id), name });
      if (!env.success) return void feedback.message.warning(env.message);
      feedback.message.success(env.message);
      onSaved(edit.mode === 'add' ? (edit.parent ? String(edit.parent.id) : '0') : String(edit.record.pid));
    } finally {
      setSaving(false);
    }
  };

  const title = !edit ? '' : edit.mode === 'edit' ? '编辑分类' : edit.parent ? `添加下级：${String(edit.parent.name)}` : '添加分类';
  return (
    <Modal open={edit !== null} title={title} onCancel={onClose} onOk={save} confirmLoading={saving} okText="确定" cancelText="取消" destroyOnHidden forceRender>
      <Form form={form} labelCol={{ flex: '0 0 90px' }} style={{ marginTop: 16 }}>
        {edit?.mode === 'edit' && <Form.Item label="分类编码">{String(edit.record.code)}</Form.Item>}
        {edit?.mode === 'add' && edit.parent && <Form.Item label="上级分类">{`${String(edit.parent.name)}（${String(edit.parent.code)}）`}</Form.Item>}
        <Form.Item name="name" label="分类名称" rules={[{ required: true, whitespace: true, message: '请输入分类名称!' }, { max: 100, message: '最大长度100位字符' }]}>
          <Input placeholder="请输入分类名称" maxLength={100} onPressEnter={save} />
        </Form.Item>
        {edit?.mode === 'add' && <Form.Item label="编码">保存后按上级编码自动生成</Form.Item>}
      </Form>
    </Modal>
  );
}
