import { IdcardOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_PATH, PATTERNS, PasswordMessages, isAcceptablePassword } from '@meiyun/shared';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PhoneCodeItems } from '../../../components/sms/PhoneCodeItems';
import { NewPasswordItems } from '../../../components/password/NewPasswordItems';
import { loginOptions, registerAccount, sendSmsCode } from '../shared/phoneApi';
import { AdminOnlyNotice } from './AdminOnlyNotice';
import './register.css';

interface Values {
  username: string;
  realname: string;
  password: string;
  confirmpassword: string;
  phone: string;
  smscode: string;
}

/**
 * 注册: when the deployment opens it (REGISTRATION), an account of one's own with a proven phone; otherwise the
 * page says accounts come from an administrator. The server checks everything again (registerSchema).
 */
export default function RegisterPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'loading' | 'off' | 'review' | 'open'>('loading');
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    loginOptions()
      .then((env) => setMode(env.success ? env.result.registration : 'off'))
      .catch(() => setMode('off'));
  }, []);

  if (mode === 'loading') return <Spin className="register-loading" />;
  if (mode === 'off')
    return (
      <AdminOnlyNotice title="账号注册" testId="register-page">
        本平台不开放自助注册。调度员、信息员、贸易商和货主的账号由系统管理员统一开通，请联系所在单位的管理员，并提供姓名、手机号和所属部门。
      </AdminOnlyNotice>
    );

  async function submit(values: Values) {
    setSubmitting(true);
    setNotice(null);
    try {
      const env = await registerAccount({ ...values, username: values.username.trim(), phone: values.phone.trim() });
      if (env.success) return navigate(`/user/register-result?status=${env.result.status}&username=${encodeURIComponent(values.username.trim())}`, { replace: true });
      setNotice({ ok: false, message: env.message });
    } catch {
      setNotice({ ok: false, message: '注册失败，请稍后重试' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="register-form" data-testid="register-page">
      <h2 className="register-title">注册账号</h2>
      {mode === 'review' && <p className="register-lead">注册后需经管理员审核，审核通过即可登录。</p>}
      {notice && <Alert type={notice.ok ? 'success' : 'error'} showIcon title={notice.message} className="login-error" data-testid="register-notice" />}
      <Form form={form} onFinish={submit} size="large" autoComplete="off">
        <Form.Item name="username" rules={[{ required: true, message: '请输入用户名' }, { pattern: PATTERNS.userName.pattern, message: PATTERNS.userName.message }]}>
          <Input prefix={<UserOutlined />} placeholder="用户名（字母、数字、下划线）" aria-label="用户名" />
        </Form.Item>
        <Form.Item name="realname" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
          <Input prefix={<IdcardOutlined />} placeholder="真实姓名" aria-label="姓名" maxLength={50} />
        </Form.Item>
        <NewPasswordItems
          bare={{ placeholder: '密码（8-16位，含字母和数字）', prefix: <LockOutlined /> }}
          accept={isAcceptablePassword}
          requiredMessage={PasswordMessages.newRequired}
          ruleMessage={PasswordMessages.changeRule}
          confirmLabel="确认密码"
          confirmRequiredMessage={PasswordMessages.confirmRequired}
          confirmPlaceholder="确认密码"
        />
        <PhoneCodeItems phonePlaceholder="手机号" request={(m) => sendSmsCode(m, 'register')} onResult={setNotice} />
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
          注册
        </Button>
      </Form>
      <div className="login-links register-links">
        <span />
        <Link to={LOGIN_PATH}>使用已有账号登录</Link>
      </div>
    </div>
  );
}
