import { businessToday } from '@meiyun/shared';
import { App, Checkbox, DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { lastMonthOf } from './billActions';
import { serviceFeeApi } from './serviceFeeApi';

/**
 * 生成账单: an ended month's fee bills from its completed weighings. Payers already billed are left alone unless
 * 重新生成草稿 is ticked (their drafts are voided and written anew; confirmed bills stay).
 */
export function GenerateBillsModal({ open, onClose, onDone }: { open: boolean; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ month: Dayjs; regenerate: boolean }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue({ month: dayjs(`${lastMonthOf(businessToday())}-01`), regenerate: false });
  }, [open, form]);
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      const env = await serviceFeeApi.generate(v.month.format('YYYY-MM'), !!v.regenerate);
      if (env.success) {
        message.success(env.message || '生成成功');
        onDone();
        onClose();
      } else message.warning(env.message);
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title="生成服务费账单" onCancel={onClose} onOk={ok} confirmLoading={busy} okText="生成" destroyOnHidden width={420}>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="month" label="账单月份" rules={[{ required: true, message: '请选择账单月份!' }]}>
          <DatePicker picker="month" format="YYYY-MM" style={{ width: '100%' }} disabledDate={(d) => !d.isBefore(dayjs(), 'month')} data-testid="fee-month" />
        </Form.Item>
        <Form.Item name="regenerate" valuePropName="checked" extra="已生成的草稿作废后按当前规则和磅单重新生成；已确认的账单不变">
          <Checkbox>重新生成草稿</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
