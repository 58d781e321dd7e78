import { Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';

export interface ReasonRequest {
  /** 审核：DD20261126… / 作废：THD… */
  title: string;
  /** 意见 for a plan's approval and closing, 作废原因 for a pickup order. */
  label: string;
  /** Closing and voiding must say why; approving may. */
  required: boolean;
  /** The server's own words when it is missing (请填写意见 / 请填写作废原因). */
  requiredText: string;
  run(reason: string): Promise<void>;
}

/**
 * The small dialog the dispatch actions ask their reason in. Like the contract's remark dialog, with the label
 * named by the action (a pickup order is voided with a 作废原因, not an 意见).
 */
export function ReasonModal({ request, onClose }: { request: ReasonRequest | null; onClose(): void }) {
  const [form] = Form.useForm<{ reason?: string }>();
  const [busy, setBusy] = useState(false);
  // The request stays shown while the dialog fades out.
  const last = useRef<ReasonRequest | null>(null);
  if (request) last.current = request;
  const shown = request ?? last.current;
  useEffect(() => {
    if (request) form.resetFields();
  }, [request, form]);
  const ok = async () => {
    if (!request) return;
    let reason: string;
    try {
      reason = ((await form.validateFields()).reason ?? '').trim();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await request.run(reason);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={request !== null} title={shown?.title} onCancel={onClose} onOk={ok} okText="确定" cancelText="取消" confirmLoading={busy} forceRender width={480}>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={shown?.label} required={shown?.required} rules={shown?.required ? [{ required: true, whitespace: true, message: shown.requiredText }] : []}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={shown?.required ? shown.requiredText : '选填'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
