import type { NoticeKindInfo } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDevice } from '../../../lib/device/useDevice';
import { getAction, postAction, resultOf } from '../../../lib/http';
import type { ListRecord } from '../../../components/entity';
import { UserSelect } from '../../../components/pickers/user/UserSelect';

const fetchKinds = async () => resultOf(await getAction<NoticeKindInfo[]>('/sys/message/noticeKinds')) ?? [];

/**
 * 发送测试: the template filled with test data (its own, editable here) to a user of the tenant (the sender when none
 * is chosen), by the template's channel. The notice's variables are listed so the data can name them.
 */
export function SendTestModal({ template, onClose }: { template: ListRecord | null; onClose(): void }) {
  const { message } = App.useApp();
  const { small } = useDevice();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ receiver?: string; testData?: string }>();
  const kinds = useQuery({ queryKey: ['message', 'noticeKinds'], queryFn: fetchKinds, enabled: template !== null });
  const kind = kinds.data?.find((k) => k.code === template?.templateCode);

  useEffect(() => {
    if (template) form.setFieldsValue({ receiver: undefined, testData: template.templateTestJson ? String(template.templateTestJson) : '' });
  }, [template, form]);

  async function send() {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const env = await postAction<string>('/sys/message/sysMessageTemplate/sendTest', { id: template!.id, receiver: v.receiver || null, testData: v.testData || null });
      if (!env.success) return void message.warning(env.message);
      message.success(env.message);
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={template !== null} title={`发送测试：${String(template?.templateName ?? '')}`} onCancel={onClose} onOk={send} okText="发送" confirmLoading={busy} width={small ? '100%' : 640} destroyOnHidden>
      {kind && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }} data-testid="notice-vars">
          {Object.entries(kind.vars).map(([name, label]) => (
            <Descriptions.Item key={name} label={<Typography.Text code>{`\${${name}}`}</Typography.Text>}>
              {label}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {template?.templateType === 'sms' && <Alert type="info" showIcon style={{ marginBottom: 16 }} title="短信按模板中变量出现的顺序作为短信平台模板的参数发送" />}
      <Form form={form} layout="vertical">
        <Form.Item name="receiver" label="接收人" extra="不选则发给自己">
          <UserSelect multiple={false} placeholder="选择接收人" />
        </Form.Item>
        <Form.Item name="testData" label="测试数据（JSON）">
          <Input.TextArea rows={5} placeholder='{"contractNo": "HT-2026-001"}' />
        </Form.Item>
      </Form>
    </Modal>
  );
}
