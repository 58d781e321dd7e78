import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { PasswordMessages, isAcceptablePassword } from '@meiyun/shared';
import { putAction } from '../../../lib/http';

export const RESET_PASSWORD_PERMISSION = 'system:user:resetPassword';

interface Props {
  user: { id: string; username: string } | null;
  onClose(): void;
}

/** 重置密码 by an administrator: §5 rule, typed twice; the user's sessions end and they change it at sign-in. */
export function ResetPasswordModal({ user, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    let v: { password: string; confirm: string };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const env = await putAction('/sys/user/resetPassword', { id: user!.id, password: v.password });
      if (!env.success) return void message.warning(env.message);
      message.success(env.message);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={user !== null} title={`重置密码：${user?.username ?? ''}`} okText="确定" cancelText="取消" confirmLoading={saving} onOk={save} onCancel={onClose} destroyOnHidden width={480}>
      <Form form={form} labelCol={{ flex: '0 0 90px' }} preserve={false}>
        <Form.Item
          name="password"
          label="新密码"
          rules={[{ required: true, message: PasswordMessages.newRequired }, { validator: async (_r, p: string) => { if (p && !isAcceptablePassword(p)) throw new Error(PasswordMessages.changeRule); } }]}
        >
          <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认密码"
          dependencies={['password']}
          rules={[{ required: true, message: PasswordMessages.confirmRequired }, ({ getFieldValue }) => ({ validator: async (_r, c: string) => { if (c && c !== getFieldValue('password')) throw new Error(PasswordMessages.mismatch); } })]}
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
        </Form.Item>
        <div style={{ color: 'rgba(0,0,0,.45)', fontSize: 12 }}>重置后该用户的登录会话将立即失效，下次登录时须修改密码。</div>
      </Form>
    </Modal>
  );
}
