import { isStrongPassword, PasswordChangeLeads, PasswordMessages, type PasswordChangeReason } from '@meiyun/shared';
import { Form, Input, Modal } from 'antd';
import { useSession } from '../../lib/session/sessionStore';
import { NewPasswordItems, usePasswordSubmit } from './NewPasswordItems';

interface Values {
  username: string;
  password: string;
  confirmpassword: string;
}

/**
 * Forced when the server says a new password is due (updPwd): no cancel, no close until it is changed (§2.5, §5).
 * It says why: the password is weak, or an administrator set it (however strong) and it is the user's to choose.
 */
export function SetPasswordModal({ open, reason, onDone }: { open: boolean; reason: PasswordChangeReason; onDone(): void }) {
  const username = useSession((s) => s.userInfo?.username ?? '');
  const [form] = Form.useForm<Values>();
  const { submit, saving } = usePasswordSubmit(
    form,
    '/sys/user/changePassword',
    (values) => ({ username, password: values.password, confirmpassword: values.confirmpassword }),
    '密码设置成功',
    onDone,
  );

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
      <p className="modal-lead" data-testid="set-password-reason" data-reason={reason}>
        {PasswordChangeLeads[reason]}
      </p>
      <Form form={form} layout="vertical" initialValues={{ username }} preserve={false}>
        <Form.Item label="用户名">
          <Input value={username} readOnly disabled />
        </Form.Item>
        <NewPasswordItems
          accept={isStrongPassword}
          requiredMessage={PasswordMessages.strongRule}
          ruleMessage={PasswordMessages.strongRule}
          confirmLabel="确认密码"
          confirmRequiredMessage={PasswordMessages.confirmAgain}
          confirmPlaceholder="请再次输入新密码"
        />
      </Form>
    </Modal>
  );
}
