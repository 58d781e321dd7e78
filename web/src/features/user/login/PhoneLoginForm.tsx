import { MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { PATTERNS, type LoginResult } from '@meiyun/shared';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { Suspense, useState, type FormEvent } from 'react';
import { SmsCodeButton } from '../../../components/sms/SmsCodeButton';
import { phoneLogin, sendSmsCode } from '../shared/phoneApi';
import { Alert, FieldRow } from './loginParts';

type Field = 'mobile' | 'captcha';

/**
 * 手机号登录: the phone, a code sent to it, and the same sign-in result as the password form. Fetched when the tab is
 * first chosen, so the password form shows as fast as before.
 */
export default function PhoneLoginForm({ onSignedIn, devSms }: { onSignedIn: (r: LoginResult) => void; devSms: boolean }) {
  const [values, setValues] = useState({ mobile: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems: Partial<Record<Field, string>> = {};
    const mobile = values.mobile.trim();
    if (!mobile) problems.mobile = '请输入手机号';
    else if (!PATTERNS.mobileWide.pattern.test(mobile)) problems.mobile = PATTERNS.mobileWide.message;
    if (!values.captcha.trim()) problems.captcha = '请输入验证码';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSubmitting(true);
    setNotice(null);
    try {
      const env = await phoneLogin(mobile, values.captcha.trim());
      if (env.success && env.result?.token) return onSignedIn(env.result);
      setNotice({ ok: false, message: env.message || '登录失败' });
    } catch {
      setNotice({ ok: false, message: '登录失败，请稍后重试' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="login-fields" onSubmit={submit} autoComplete="off" noValidate data-testid="phone-login-form">
      {notice && (
        <Suspense fallback={null}>
          <Alert type={notice.ok ? 'success' : 'error'} showIcon title={notice.message} className="login-error" data-testid="phone-login-notice" />
        </Suspense>
      )}
      <FieldRow error={errors.mobile}>
        <Input
          size="large"
          status={errors.mobile ? 'error' : undefined}
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          aria-label="手机号"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          value={values.mobile}
          onChange={change('mobile')}
        />
      </FieldRow>
      <FieldRow error={errors.captcha}>
        <div className="captcha-row">
          <Input
            size="large"
            status={errors.captcha ? 'error' : undefined}
            prefix={<SafetyCertificateOutlined />}
            placeholder="请输入验证码"
            aria-label="短信验证码"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            value={values.captcha}
            onChange={change('captcha')}
          />
          <SmsCodeButton phone={values.mobile} request={(m) => sendSmsCode(m, 'login')} onResult={setNotice} />
        </div>
      </FieldRow>
      {devSms && <p className="login-dev-note">开发环境：验证码未真实发送，请向管理员查看“短信发件箱”。</p>}
      <FieldRow>
        <Button type="primary" size="large" htmlType="submit" block loading={submitting} data-testid="phone-login-submit">
          登录
        </Button>
      </FieldRow>
    </form>
  );
}
