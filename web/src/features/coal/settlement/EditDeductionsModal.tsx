import type { SettlementDetail } from '@meiyun/shared';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { DeductionRows, readDeductions, type DeductionRow } from './DeductionRows';
import { settlementApi } from './settlementApi';

/**
 * 编辑扣款 of a draft: its other deductions and remark, sent with the rev it was read at, so an edit made on a copy
 * another clerk has since changed is refused (结算单状态已变化，请刷新后重试) rather than written over theirs.
 */
export function EditDeductionsModal({ detail, onClose, onSaved }: { detail: SettlementDetail | null; onClose(): void; onSaved(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ otherDeductions?: DeductionRow[]; remark?: string }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!detail) return;
    form.setFieldsValue({ otherDeductions: detail.otherDeductions.map((d) => ({ ...d })), remark: detail.remark ?? '' });
    setProblem(null);
  }, [detail, form]);
  const ok = async () => {
    if (!detail) return;
    const v = form.getFieldsValue();
    const read = readDeductions(v.otherDeductions);
    if ('error' in read) return setProblem(read.error);
    setBusy(true);
    try {
      const env = await settlementApi.edit({ id: detail.id, rev: detail.rev, otherDeductions: read.deductions, remark: v.remark?.trim() || null });
      if (env.success) {
        message.success(env.message || '保存成功');
        onSaved();
        onClose();
      } else setProblem(env.message);
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={!!detail} title={`编辑扣款：${detail?.settlementNo ?? ''}`} onCancel={onClose} onOk={ok} okText="保存" confirmLoading={busy} width={560} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item label="其他扣款">
          <DeductionRows />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} maxLength={500} placeholder="选填" />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} data-testid="settlement-edit-problem" />}
    </Modal>
  );
}
