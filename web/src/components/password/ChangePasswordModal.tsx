import { isAcceptablePassword, PasswordMessages } from '@meiyun/shared';
import { Form, Input, Modal } from 'antd';
import { useSession } from '../../lib/session/sessionStore';
import { NewPasswordItems, usePasswordSubmit } from './NewPasswordItems';

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const username = useSession((s) => s.userInfo?.username ?? '');
  const [form] = Form.useForm<Values>();
  const { submit, saving } = usePasswordSubmit(form, '/sys/user/updatePassword', (values) => ({ username, ...values }), '密码修改成功', onClose);

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
        <NewPasswordItems
          accept={isAcceptablePassword}
          requiredMessage={PasswordMessages.newRequired}
          ruleMessage={PasswordMessages.changeRule}
          confirmLabel="确认新密码"
          confirmRequiredMessage={PasswordMessages.confirmRequired}
          confirmPlaceholder="请确认新密码"
        />
      </Form>
    </Modal>
  );
}
