import { isStrongPassword, PasswordMessages } from '@meiyun/shared';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { putAction } from '../../lib/http';
import { useSession } from '../../app/session/sessionStore';

interface Values {
  username: string;
  password: string;
  confirmpassword: string;
}

/** Forced when the server flags the password as weak (updPwd): no cancel, no close until it is changed (§2.5, §5). */
export function SetPasswordModal({ open, onDone }: { open: boolean; onDone(): void }) {
  const { message } = App.useApp();
  const username = useSession((s) => s.userInfo?.username ?? '');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const env = await putAction('/sys/user/changePassword', { username, password: values.password, confirmpassword: values.confirmpassword });
      if (env.success) {
        message.success(env.message || '密码设置成功');
        form.resetFields();
        onDone();
      } else {
        message.warning(env.message);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title="设置新密码"
      width={600}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="确定"
      confirmLoading={saving}
      onOk={submit}
      data-testid="set-password-modal"
      forceRender
    >
      <p className="modal-lead">您的密码强度较弱，请设置新密码后继续使用。</p>
      <Form form={form} layout="vertical" initialValues={{ username }} preserve={false}>
        <Form.Item label="用户名">
          <Input value={username} readOnly disabled />
        </Form.Item>
        <Form.Item
          name="password"
          label="新密码"
          rules={[
            { required: true, message: PasswordMessages.strongRule },
            { validator: (_, v: string) => (!v || isStrongPassword(v) ? Promise.resolve() : Promise.reject(new Error(PasswordMessages.strongRule))) },
          ]}
        >
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认密码"
          dependencies={['password']}
          rules={[
            { required: true, message: PasswordMessages.confirmAgain },
            ({ getFieldValue }) => ({
              validator: (_, v: string) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(PasswordMessages.mismatch))),
            }),
          ]}
        >
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
