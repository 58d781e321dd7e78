import { DEDUCTION_KIND_ITEMS, type DeductionKind } from '@meiyun/shared';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { weighingApi } from './weighingApi';

interface Values {
  kind: DeductionKind;
  kg: number;
  remark?: string;
}

/** 扣重: the kind, whole kilograms and a remark; the server's refusal (over the net, settled) is shown as it says it. */
export function DeductModal({ weighing, onClose, onDone }: { weighing: { id: string; weighNo?: unknown } | null; onClose(): void; onDone(): void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (weighing) form.setFieldsValue({ kind: 'water', kg: undefined, remark: undefined });
  }, [weighing, form]);
  const ok = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const env = await weighingApi.deduct(weighing!.id, v.kind, v.kg, v.remark);
      if (!env.success) return void message.warning(env.message);
      message.success(env.message || '扣重成功！');
      onDone();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={!!weighing} title={`扣重：${String(weighing?.weighNo ?? '')}`} onOk={ok} onCancel={onClose} confirmLoading={busy} destroyOnHidden okText="确定" cancelText="取消">
      <Form form={form} layout="vertical" data-testid="deduct-form">
        <Form.Item name="kind" label="扣重类型" rules={[{ required: true, message: '请选择扣重类型' }]}>
          <Select options={DEDUCTION_KIND_ITEMS.map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="kg" label="扣重(kg)" rules={[{ required: true, message: '请输入扣重' }]}>
          <InputNumber min={1} max={200000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
