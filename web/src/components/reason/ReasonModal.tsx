import { Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';

export interface ReasonRequest {
  /** What is done to what: 驳回：HT20261126…, 作废提煤单：THD… */
  title: string;
  /** 意见 for an approval or a rejection, 作废原因 for a voided order. */
  label: string;
  /** Rejecting, closing, terminating and voiding must say why; approving may. */
  required: boolean;
  /** The server's own words when it is missing (请填写意见 / 请填写作废原因). */
  requiredText: string;
  run(reason: string): Promise<void>;
}

/**
 * The small dialog a business action asks its reason in before it is sent (a contract's 驳回, a plan's 关闭, a pickup
 * order's 作废): the label named by the action, required where the server requires it, the server's own words when
 * it is missing. The request stays shown while the dialog fades out.
 */
export function ReasonModal({ request, onClose }: { request: ReasonRequest | null; onClose(): void }) {
  const [form] = Form.useForm<{ reason?: string }>();
  const [busy, setBusy] = useState(false);
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
