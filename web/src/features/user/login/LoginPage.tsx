import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ResultCode, type LoginResult } from '@meiyun/shared';
import { Button } from 'antd';
// The two inputs by themselves: antd's Input namespace brings Search, TextArea and OTP along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { lazy, Suspense, useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterLoginTarget } from '../../../lib/routes/redirect';
import { sessionActions } from '../../../lib/session/sessionStore';
import { login } from '../../../lib/session/sessionApi';
import { inFeedbackApp } from '../../../components/feedback/inFeedbackApp';
import { Alert, FieldRow } from './loginParts';
import { getAction } from '../../../lib/http/lazy';
import type { LoginOptions, SsoOption } from '@meiyun/shared';

// The phone form, the captcha and the tenant dialog load when first wanted: most sign-ins are by password, at the
// first try, into one tenant.
const PhoneLoginForm = lazy(() => import('./PhoneLoginForm'));
const CaptchaRow = lazy(() => import('./CaptchaRow'));
// Only users of several departments see it; not even its loader is part of the login page's first load.
const DepartSelectModal = lazy(inFeedbackApp(() => import('../../../components/depart/DepartSelectModal').then((m) => ({ default: m.DepartSelectModal }))));
const TenantSelectModal = lazy(() => import('./TenantSelectModal').then((m) => ({ default: m.TenantSelectModal })));

type Way = 'password' | 'phone';

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
  const [way, setWay] = useState<Way>('password');
  const [options, setOptions] = useState<{ registration: boolean; devSms: boolean; sso: SsoOption[] }>({ registration: false, devSms: false, sso: [] });

  // What else the page offers (注册, the development SMS note) arrives after the form shows; until then, nothing extra.
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      getAction<LoginOptions>('/sys/loginOptions', undefined, { skipErrorHandler: true })
        .then((env) => live && env.success && setOptions({ registration: env.result.registration !== 'off', devSms: env.result.devSms, sso: env.result.sso ?? [] }))
        .catch(() => undefined);
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  const refreshCaptcha = useCallback(() => setCheckKey(newCheckKey()), []);
  const enter = useCallback(() => navigate(afterLoginTarget(location.search), { replace: true }), [navigate, location.search]);
  const { signedIn, steps } = useSignedInSteps(enter);

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
      if (env.success && isLoginResult(env.result)) return signedIn(env.result);
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
      <div className="login-tabs" role="tablist">
        {(
          [
            ['password', '账号密码登录'],
            ['phone', '手机号登录'],
          ] as const
        ).map(([key, label]) => (
          <button key={key} type="button" role="tab" aria-selected={way === key} className={way === key ? 'login-tab login-tab-active' : 'login-tab'} onClick={() => setWay(key)}>
            {label}
          </button>
        ))}
      </div>
      {way === 'phone' && (
        <Suspense fallback={<div className="login-fields-placeholder" />}>
          <PhoneLoginForm onSignedIn={signedIn} devSms={options.devSms} />
        </Suspense>
      )}
      {way === 'password' && error && (
        <Suspense fallback={null}>
          <Alert type="error" showIcon title={error} className="login-error" data-testid="login-error" />
        </Suspense>
      )}
      <form className="login-fields" onSubmit={submit} autoComplete="off" noValidate hidden={way !== 'password'}>
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
            <Suspense fallback={<div className="captcha-row" />}>
              <CaptchaRow checkKey={checkKey} onRefresh={refreshCaptcha} value={values.captcha} onChange={change('captcha')} invalid={Boolean(errors.captcha)} />
            </Suspense>
          </FieldRow>
        )}
        <FieldRow>
          <Button type="primary" size="large" htmlType="submit" block loading={submitting} data-testid="login-submit">
            登录
          </Button>
        </FieldRow>
      </form>
      <div className="login-links">
        <Link to="/user/alteration" data-testid="login-forgot">
          忘记密码
        </Link>
        {options.registration ? (
          <Link to="/user/register" data-testid="login-register">
            注册账号
          </Link>
        ) : (
          <span className="login-hint">需要开通账号，请联系系统管理员</span>
        )}
      </div>
      {options.sso.length > 0 && (
        <div className="login-sso" data-testid="login-sso">
          <span className="login-hint">其他登录方式</span>
          {options.sso.map((o) => (
            // A full page visit: the server sends the browser on to the provider (docs/single-sign-on.md).
            <Button key={o.type} onClick={() => window.location.assign(o.startUrl)} data-testid={`login-sso-${o.type}`}>
              {o.label}
            </Button>
          ))}
        </div>
      )}
      {steps}
    </div>
  );
}

/**
 * Kept in the login page's own file (and chunk): /oauth2-app/login uses it too, and a module of its own would be a
 * chunk of its own on the login page's first load (docs/first-load.md).
 *
 * What follows any way in (password, phone, a provider's sign-in): the session kept, then the tenant to work in when
 * there are several, then the department when there are several, then `enter`. `steps` renders their dialogs.
 */
export function useSignedInSteps(enter: () => void): { signedIn: (result: LoginResult) => void; steps: ReactNode } {
  const [tenantStep, setTenantStep] = useState<LoginResult | null>(null);
  const [departOpen, setDepartOpen] = useState(false);

  function afterTenant(result: LoginResult) {
    if (result.multi_depart === 2) setDepartOpen(true);
    else enter();
  }

  function signedIn(result: LoginResult) {
    sessionActions.signIn(result);
    const live = result.tenantList.filter((t) => t.status === 1);
    if (live.length > 1) return setTenantStep(result);
    afterTenant(result);
  }

  const steps = (
    <>
      {tenantStep && (
        <Suspense fallback={null}>
          <TenantSelectModal
            open
            tenants={tenantStep.tenantList.filter((t) => t.status === 1)}
            current={tenantStep.userInfo.loginTenantId ?? null}
            onChosen={(id) => {
              sessionActions.setTenant(id);
              setTenantStep(null);
              afterTenant(tenantStep);
            }}
          />
        </Suspense>
      )}
      {departOpen && (
        <Suspense fallback={null}>
          <DepartSelectModal
            open
            onClose={() => {
              setDepartOpen(false);
              enter();
            }}
          />
        </Suspense>
      )}
    </>
  );
  return { signedIn, steps };
}
