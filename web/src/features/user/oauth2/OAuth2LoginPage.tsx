import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { HOME_PATH, LOGIN_PATH, OAUTH2_APP_LOGIN_PATH, THIRD_TYPES, THIRD_TYPE_ITEMS, type LoginResult, type ThirdBindRequired, type ThirdType } from '@meiyun/shared';
import { Alert, Button, Form, Input, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import CaptchaRow from '../login/CaptchaRow';
import { useSignedInSteps } from '../login/LoginPage';
import { bindThirdAccount, casValidateLogin, thirdLoginUser, type ThirdLoginReply } from '../shared/thirdLoginApi';
import '../register/register.css';

type State = { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'bind'; ask: ThirdBindRequired } | { kind: 'done' };

/**
 * The page load's one try of its ticket: a ticket is good once, and the page may mount again (React's checks in
 * development, the router settling) after the ticket has left the address; a later mount waits for the same answer.
 */
let attempt: Promise<{ success: boolean; message: string; result: ThirdLoginReply | null }> | null = null;

const typeText = (t: ThirdType) => THIRD_TYPE_ITEMS.find((i) => i.value === t)?.text ?? t;
const newCheckKey = () => `${Date.now()}${Math.random().toString(36).slice(2, 10)}`;

/**
 * `/oauth2-app/login`: where a provider's sign-in lands (docs/single-sign-on.md). With an OIDC ticket the server
 * handed over, or a CAS service ticket, it signs in; an account not linked yet is linked here by the platform
 * account's name and password, once. A failure from the provider shows with the way back to the sign-in page.
 */
export default function OAuth2LoginPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'working' });
  const enter = useCallback(() => navigate(HOME_PATH, { replace: true }), [navigate]);
  const { signedIn, steps } = useSignedInSteps(enter);

  // The answer is taken by the render that is current when it arrives (signedIn is a new function each render).
  const settle = useRef<(reply: { success: boolean; message: string; result: ThirdLoginReply | null }) => void>(() => undefined);
  settle.current = (reply) => {
    if (!reply.success || !reply.result) return setState({ kind: 'failed', message: reply.message || '登录失败' });
    if ('bindRequired' in reply.result) return setState({ kind: 'bind', ask: reply.result });
    setState({ kind: 'done' });
    signedIn(reply.result as LoginResult);
  };

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const error = params.get('error');
    const thirdType = params.get('thirdType') as ThirdType | null;
    const ticket = params.get('ticket');
    if (error) return setState({ kind: 'failed', message: error });
    if (ticket && thirdType && (THIRD_TYPES as readonly string[]).includes(thirdType)) {
      // The ticket is spent by this visit: a reload must not offer it again.
      window.history.replaceState(null, '', `${OAUTH2_APP_LOGIN_PATH}${thirdType === 'cas' ? '?thirdType=cas' : ''}`);
      attempt = thirdType === 'cas' ? casValidateLogin(ticket, `${window.location.origin}${OAUTH2_APP_LOGIN_PATH}?thirdType=cas`) : thirdLoginUser(ticket, thirdType);
    }
    const pending = attempt;
    if (!pending) return setState({ kind: 'failed', message: '缺少登录票据，请从登录页重新发起' });
    let live = true;
    pending
      .then((reply) => {
        // Answered: a later visit without a ticket of its own must not be given this one's answer.
        if (attempt === pending) attempt = null;
        if (live) settle.current(reply);
      })
      .catch(() => {
        if (attempt === pending) attempt = null;
        if (live) setState({ kind: 'failed', message: '登录失败，请稍后重试' });
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="register-form" data-testid="oauth2-login">
      {state.kind === 'working' && (
        <div className="oauth2-working">
          <Spin size="large" />
          <p>正在登录…</p>
        </div>
      )}
      {state.kind === 'done' && <Result status="success" title="登录成功" subTitle="正在进入系统…" />}
      {state.kind === 'failed' && (
        <Result
          status="warning"
          title="第三方登录未完成"
          subTitle={<span data-testid="oauth2-error">{state.message}</span>}
          extra={
            <Link to={LOGIN_PATH}>
              <Button type="primary">返回登录</Button>
            </Link>
          }
        />
      )}
      {state.kind === 'bind' && <BindForm ask={state.ask} onSignedIn={signedIn} />}
      {steps}
    </div>
  );
}

/** Links the provider's account to a platform account by its password (the server's sign-in checks and throttle). */
function BindForm({ ask, onSignedIn }: { ask: ThirdBindRequired; onSignedIn: (r: LoginResult) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState<string | null>(null);
  const [form] = Form.useForm<{ username: string; password: string; captcha?: string }>();

  async function submit(v: { username: string; password: string; captcha?: string }) {
    setBusy(true);
    setError(null);
    try {
      const env = await bindThirdAccount({ ticket: ask.ticket, thirdType: ask.thirdType, username: v.username.trim(), password: v.password, captcha: checkKey ? v.captcha : undefined, checkKey: checkKey ?? undefined });
      if (env.success && env.result) return onSignedIn(env.result);
      setError(env.message || '绑定失败');
      const wantsCaptcha = Boolean((env.result as { needCaptcha?: boolean } | null)?.needCaptcha);
      if (checkKey || wantsCaptcha) {
        setCheckKey(newCheckKey());
        form.setFieldValue('captcha', '');
      }
    } catch {
      setError('绑定失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h2 className="register-title">绑定平台账号</h2>
      <p className="oauth2-bind-intro" data-testid="oauth2-bind-intro">
        已通过{typeText(ask.thirdType)}验证{ask.displayName ? `「${ask.displayName}」` : ''}，该账号尚未绑定平台账号。请输入平台账号和密码完成绑定，以后即可直接登录。
      </p>
      {error && <Alert type="error" showIcon title={error} className="login-error" data-testid="oauth2-bind-error" />}
      <Form form={form} onFinish={submit} size="large" autoComplete="off">
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
          <Input prefix={<UserOutlined />} placeholder="平台用户名" aria-label="平台用户名" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password prefix={<LockOutlined />} placeholder="平台密码" aria-label="平台密码" autoComplete="current-password" />
        </Form.Item>
        {checkKey && (
          <Form.Item name="captcha" rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}>
            <CaptchaRow checkKey={checkKey} onRefresh={() => setCheckKey(newCheckKey())} />
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="oauth2-bind-submit">
            绑定并登录
          </Button>
        </Form.Item>
      </Form>
      <div className="login-links">
        <Link to={LOGIN_PATH}>返回登录</Link>
      </div>
    </>
  );
}
