import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { ResultCode, type LoginResult } from '@meiyun/shared';
import { Alert, Button, Form, Input } from 'antd';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterLoginTarget } from '../../../app/guard/guardDecision';
import { login } from '../../../app/session/sessionApi';
import { sessionActions } from '../../../app/session/sessionStore';
import { DepartSelectModal } from '../../../components/depart/DepartSelectModal';
import { CaptchaImage } from './CaptchaImage';

interface LoginForm {
  username: string;
  password: string;
  captcha?: string;
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
  const [form] = Form.useForm<LoginForm>();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState<string | null>(null);
  const [departOpen, setDepartOpen] = useState(false);

  const refreshCaptcha = useCallback(() => setCheckKey(newCheckKey()), []);
  const enter = useCallback(() => navigate(afterLoginTarget(location.search), { replace: true }), [navigate, location.search]);

  async function submit(values: LoginForm) {
    setSubmitting(true);
    setError(null);
    try {
      const env = await login({ username: values.username.trim(), password: values.password, captcha: values.captcha, checkKey: checkKey ?? undefined });
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
        form.setFieldValue('captcha', '');
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
      {error && <Alert type="error" showIcon title={error} className="login-error" data-testid="login-error" />}
      <Form form={form} size="large" onFinish={submit} autoComplete="off">
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
          <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" aria-label="用户名" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" aria-label="密码" />
        </Form.Item>
        {checkKey && (
          <Form.Item required>
            <div className="captcha-row">
              <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
                <Input prefix={<SafetyCertificateOutlined />} placeholder="请输入验证码" maxLength={8} aria-label="验证码" />
              </Form.Item>
              <CaptchaImage checkKey={checkKey} onRefresh={refreshCaptcha} />
            </div>
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
            登录
          </Button>
        </Form.Item>
      </Form>
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
