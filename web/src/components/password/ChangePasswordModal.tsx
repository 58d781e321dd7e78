import { isAcceptablePassword, PasswordMessages } from '@meiyun/shared';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { putAction } from '../../lib/http';
import { useSession } from '../../app/session/sessionStore';

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const username = useSession((s) => s.userInfo?.username ?? '');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const env = await putAction('/sys/user/updatePassword', { username, ...values });
      if (env.success) {
        message.success(env.message || '密码修改成功');
        form.resetFields();
        onClose();
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
      title="修改密码"
      width={800}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
      data-testid="change-password-modal"
    >
      <Form form={form} labelCol={{ xs: { span: 24 }, sm: { span: 5 } }} wrapperCol={{ xs: { span: 24 }, sm: { span: 16 } }} preserve={false}>
        <Form.Item name="oldpassword" label="旧密码" rules={[{ required: true, message: PasswordMessages.oldRequired }]}>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label="新密码"
          rules={[
            { required: true, message: PasswordMessages.newRequired },
            { validator: (_, v: string) => (!v || isAcceptablePassword(v) ? Promise.resolve() : Promise.reject(new Error(PasswordMessages.changeRule))) },
          ]}
        >
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认新密码"
          dependencies={['password']}
          rules={[
            { required: true, message: PasswordMessages.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_, v: string) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(PasswordMessages.mismatch))),
            }),
          ]}
        >
          <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
