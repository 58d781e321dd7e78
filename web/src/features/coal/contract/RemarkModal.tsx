import { ContractTexts } from '@meiyun/shared';
import { Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';

export const REMARK_MAX = 500;

export interface RemarkRequest {
  /** 提交审批 / 驳回 … and what it is done to. */
  title: string;
  /** 驳回 and 终止 must say why (请填写意见); the others may. */
  required: boolean;
  /** Runs the action; resolves when the dialog may close. */
  run(remark: string): Promise<void>;
}

/** The small dialog every contract and agreement action asks its remark (意见) in before it is sent. */
export function RemarkModal({ request, onClose }: { request: RemarkRequest | null; onClose(): void }) {
  const [form] = Form.useForm<{ remark?: string }>();
  const [busy, setBusy] = useState(false);
  // The request stays shown while the dialog fades out after it is done.
  const last = useRef<RemarkRequest | null>(null);
  if (request) last.current = request;
  const shown = request ?? last.current;
  useEffect(() => {
    if (request) form.resetFields();
  }, [request, form]);
  const ok = async () => {
    if (!request) return;
    let remark: string;
    try {
      remark = ((await form.validateFields()).remark ?? '').trim();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await request.run(remark);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={request !== null} title={shown?.title} onCancel={onClose} onOk={ok} okText="确定" cancelText="取消" confirmLoading={busy} forceRender width={480}>
      <Form form={form} layout="vertical">
        <Form.Item
          name="remark"
          label="意见"
          required={shown?.required}
          rules={shown?.required ? [{ required: true, whitespace: true, message: ContractTexts.remarkRequired }] : []}
        >
          <Input.TextArea rows={3} maxLength={REMARK_MAX} showCount placeholder={shown?.required ? ContractTexts.remarkRequired : '选填'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
