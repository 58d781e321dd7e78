import type { UserInfo } from '@meiyun/shared';
import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { PhoneCodeItems } from '../../../components/sms/PhoneCodeItems';
import { bindPhone, sendBindCode } from '../shared/accountApi';

/**
 * 绑定手机: the new phone counts once the code sent to it is typed back; from then on it signs in and resets the
 * password, and the old one no longer does.
 */
export function PhoneBindModal({ open, current, onClose, onBound }: { open: boolean; current: string | null; onClose: () => void; onBound: (u: UserInfo) => void }) {
  const [form] = Form.useForm<{ mobile: string; smscode: string }>();
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const env = await bindPhone(v.mobile.trim(), v.smscode.trim());
      if (!env.success) return setNotice({ ok: false, message: env.message });
      onBound(env.result);
      form.resetFields();
      setNotice(null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={open} title={current ? '更换手机号' : '绑定手机号'} okText="绑定" onOk={save} confirmLoading={saving} onCancel={onClose} destroyOnHidden width={450} data-testid="phone-bind-modal">
      {current && <p className="modal-lead">当前绑定：{current}。验证新手机号后，原手机号将不能再用于登录和找回密码。</p>}
      {notice && <Alert type={notice.ok ? 'success' : 'error'} showIcon title={notice.message} className="page-alert" />}
      <Form form={form} autoComplete="off">
        <PhoneCodeItems phoneName="mobile" phonePlaceholder="新手机号" request={sendBindCode} onResult={setNotice} size="middle" />
      </Form>
    </Modal>
  );
}
