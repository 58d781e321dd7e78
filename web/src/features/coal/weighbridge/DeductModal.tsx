import { DEDUCTION_KIND_ITEMS, type DeductionKind, type StationWeighing } from '@meiyun/shared';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { stationApi } from './stationApi';

/** 扣重 of a completed weighing: kind, kilograms, remark; the server checks it against the net. */
export function DeductModal({ weighing, onClose, onDone }: { weighing: StationWeighing | null; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ kind: DeductionKind; kg: number; remark?: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!weighing) return;
    const v = await form.validateFields();
    setBusy(true);
    const env = await stationApi.deduct(weighing.id, v.kind, v.kg, v.remark ?? '').finally(() => setBusy(false));
    if (!env.success) return void message.error(env.message);
    message.success(env.message);
    onDone();
    onClose();
  };

  return (
    <Modal open={weighing !== null} title={`扣重：${weighing?.weighNo ?? ''} ${weighing?.plateNo ?? ''}`} onCancel={onClose} onOk={submit} okText="确定扣重" confirmLoading={busy} destroyOnHidden>
      {weighing && (
        <Form form={form} layout="vertical" initialValues={{ kind: 'water' }} onFinish={submit} preserve={false}>
          <p>
            净重 {weighing.netKg ?? '—'} kg，已扣 {weighing.deductKg} kg
          </p>
          <Form.Item name="kind" label="扣重类型" rules={[{ required: true, message: '请选择扣重类型' }]}>
            <Select options={DEDUCTION_KIND_ITEMS.map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item name="kg" label="扣重(kg)" rules={[{ required: true, message: '请输入扣重' }]}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} autoFocus />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input maxLength={500} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
