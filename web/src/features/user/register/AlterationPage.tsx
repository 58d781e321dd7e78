import { LockOutlined } from '@ant-design/icons';
import { LOGIN_PATH, PasswordMessages, isAcceptablePassword } from '@meiyun/shared';
import { Alert, Button, Form, Result, Steps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PhoneCodeItems } from '../../../components/sms/PhoneCodeItems';
import { NewPasswordItems } from '../../../components/password/NewPasswordItems';
import { resetPassword, verifyPhone, sendSmsCode } from '../shared/phoneApi';
import './register.css';

type Notice = { ok: boolean; message: string } | null;

/**
 * 找回密码 in three steps: prove the phone with a code, set a new password for the account it holds (within ten
 * minutes), done — every session of the account has ended and the new password signs in.
 */
export default function AlterationPage() {
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<{ username: string; resetKey: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [phoneForm] = Form.useForm<{ phone: string; smscode: string }>();

  async function verify(v: { phone: string; smscode: string }) {
    setBusy(true);
    setNotice(null);
    try {
      const env = await verifyPhone(v.phone.trim(), v.smscode.trim());
      if (!env.success) return setNotice({ ok: false, message: env.message });
      setAccount(env.result);
      setStep(1);
    } catch {
      setNotice({ ok: false, message: '验证失败，请稍后重试' });
    } finally {
      setBusy(false);
    }
  }

  async function reset(v: { password: string; confirmpassword: string }) {
    setBusy(true);
    setNotice(null);
    try {
      const env = await resetPassword({ resetKey: account!.resetKey, ...v });
      if (!env.success) return setNotice({ ok: false, message: env.message });
      setStep(2);
    } catch {
      setNotice({ ok: false, message: '重置失败，请稍后重试' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="register-form" data-testid="alteration-page">
      <h2 className="register-title">找回密码</h2>
      <Steps size="small" current={step} className="alteration-steps" items={[{ title: '验证手机' }, { title: '设置新密码' }, { title: '完成' }]} />
      {notice && <Alert type={notice.ok ? 'success' : 'error'} showIcon title={notice.message} className="login-error" data-testid="alteration-notice" />}
      {step === 0 && (
        <Form form={phoneForm} onFinish={verify} size="large" autoComplete="off">
          <PhoneCodeItems phonePlaceholder="账号绑定的手机号" request={(m) => sendSmsCode(m, 'reset')} onResult={setNotice} />
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="alteration-next">
            下一步
          </Button>
          <p className="login-hint register-lead">账号未绑定手机号的，请联系系统管理员重置密码。</p>
        </Form>
      )}
      {step === 1 && account && (
        <Form onFinish={reset} size="large" autoComplete="off">
          <p className="register-lead" data-testid="alteration-account">
            为账号 <b>{account.username}</b> 设置新密码（10分钟内有效）：
          </p>
          <NewPasswordItems
            bare={{ placeholder: '新密码（8-16位，含字母和数字）', prefix: <LockOutlined /> }}
            accept={isAcceptablePassword}
            requiredMessage={PasswordMessages.newRequired}
            ruleMessage={PasswordMessages.changeRule}
            confirmLabel="确认新密码"
            confirmRequiredMessage={PasswordMessages.confirmRequired}
            confirmPlaceholder="确认新密码"
          />
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="alteration-save">
            重置密码
          </Button>
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          title="密码已重置"
          subTitle={`账号 ${account?.username ?? ''} 的密码已更新，原有登录均已退出，请使用新密码登录。`}
          extra={
            <Link to={LOGIN_PATH}>
              <Button type="primary">去登录</Button>
            </Link>
          }
        />
      )}
      {step < 2 && (
        <div className="login-links register-links">
          <span />
          <Link to={LOGIN_PATH}>返回登录</Link>
        </div>
      )}
    </div>
  );
}
