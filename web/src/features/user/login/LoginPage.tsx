import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { ResultCode, type LoginResult } from '@meiyun/shared';
import { Button } from 'antd';
// The two inputs by themselves: antd's Input namespace brings Search, TextArea and OTP along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { lazy, Suspense, useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterLoginTarget } from '../../../lib/routes/redirect';
import { login } from '../../../lib/session/sessionApi';
import { sessionActions } from '../../../lib/session/sessionStore';
import { DepartSelectModal } from '../../../components/depart/LazyDepartSelectModal';
import { CaptchaImage } from './CaptchaImage';

interface LoginForm {
  username: string;
  password: string;
  captcha: string;
}
type Field = keyof LoginForm;

const REQUIRED: Record<Field, string> = { username: '请输入用户名', password: '请输入密码', captcha: '请输入验证码' };

/**
 * The fields that are empty, with their message. A plain form rather than antd's Form: three required fields do
 * not need it, and Form (with rc-field-form, async-validator and the label tooltip's positioning code) was the
 * largest part of what the login page loaded before the password field could show (docs/first-load.md).
 */
function missing(values: LoginForm, captchaShown: boolean): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.username.trim()) errors.username = REQUIRED.username;
  if (!values.password) errors.password = REQUIRED.password;
  if (captchaShown && !values.captcha.trim()) errors.captcha = REQUIRED.captcha;
  return errors;
}

/** One field with its message below it, spaced as antd's large form items are. */
function FieldRow({ error, children }: { error?: string; children: ReactNode }) {
  return (
    <div className="login-field">
      {children}
      {error && (
        <div className="login-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

// Shown only after a refused sign-in: its code and icons load then, not before the form.
const Alert = lazy(() => import('antd/es/alert'));

const newCheckKey = () => `${Date.now()}${Math.random().toString(36).slice(2, 10)}`;

function isLoginResult(result: unknown): result is LoginResult {
  return Boolean(result && typeof result === 'object' && 'token' in result);
}

function wantsCaptcha(code: number, result: unknown): boolean {
  if (code === ResultCode.CAPTCHA_WRONG) return true;
  return Boolean(result && typeof result === 'object' && (result as { needCaptcha?: boolean }).needCaptcha);
}

export default function LoginPage() {
  const [values, setValues] = useState<LoginForm>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState<string | null>(null);
  const [departOpen, setDepartOpen] = useState(false);

  const refreshCaptcha = useCallback(() => setCheckKey(newCheckKey()), []);
  const enter = useCallback(() => navigate(afterLoginTarget(location.search), { replace: true }), [navigate, location.search]);

  /** Typing clears a field's message once it holds something, as antd's Form revalidates on change. */
  const change = (field: Field) => (e: { target: { value: string } }) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: missing(next, Boolean(checkKey))[field] }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems = missing(values, Boolean(checkKey));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    setError(null);
    try {
      const env = await login({ username: values.username.trim(), password: values.password, captcha: checkKey ? values.captcha : undefined, checkKey: checkKey ?? undefined });
      if (env.success && isLoginResult(env.result)) {
        sessionActions.signIn(env.result);
        if (env.result.multi_depart === 2) setDepartOpen(true);
        else enter();
        return;
      }
      setError(env.message || '登录失败');
      // A captcha is good for one attempt only, so any refusal while it is shown needs a new image.
      if (checkKey || wantsCaptcha(env.code, env.result)) {
        refreshCaptcha();
        setValues((prev) => ({ ...prev, captcha: '' }));
      }
    } catch {
      setError('登录失败，请稍后重试');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="login-form" data-testid="login-form">
      <h2 className="login-form-title">账号密码登录</h2>
      {error && (
        <Suspense fallback={null}>
          <Alert type="error" showIcon title={error} className="login-error" data-testid="login-error" />
        </Suspense>
      )}
      <form className="login-fields" onSubmit={submit} autoComplete="off" noValidate>
        <FieldRow error={errors.username}>
          <Input
            size="large"
            status={errors.username ? 'error' : undefined}
            prefix={<UserOutlined />}
            placeholder="请输入用户名"
            autoComplete="username"
            aria-label="用户名"
            aria-invalid={Boolean(errors.username)}
            value={values.username}
            onChange={change('username')}
          />
        </FieldRow>
        <FieldRow error={errors.password}>
          <Password
            size="large"
            status={errors.password ? 'error' : undefined}
            prefix={<LockOutlined />}
            placeholder="请输入密码"
            autoComplete="current-password"
            aria-label="密码"
            aria-invalid={Boolean(errors.password)}
            value={values.password}
            onChange={change('password')}
          />
        </FieldRow>
        {checkKey && (
          <FieldRow error={errors.captcha}>
            <div className="captcha-row">
              <Input
                size="large"
                status={errors.captcha ? 'error' : undefined}
                prefix={<SafetyCertificateOutlined />}
                placeholder="请输入验证码"
                maxLength={8}
                aria-label="验证码"
                aria-invalid={Boolean(errors.captcha)}
                value={values.captcha}
                onChange={change('captcha')}
              />
              <CaptchaImage checkKey={checkKey} onRefresh={refreshCaptcha} />
            </div>
          </FieldRow>
        )}
        <FieldRow>
          <Button type="primary" size="large" htmlType="submit" block loading={submitting} data-testid="login-submit">
            登录
          </Button>
        </FieldRow>
      </form>
      <p className="login-hint">忘记密码或需要开通账号，请联系系统管理员。</p>
      <DepartSelectModal
        open={departOpen}
        onClose={() => {
          setDepartOpen(false);
          enter();
        }}
      />
    </div>
  );
}
