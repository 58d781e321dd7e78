import { PATTERNS, SMS_RESEND_SECONDS, type Envelope } from '@meiyun/shared';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import './sms.css';

interface Props {
  phone: string;
  /** Asks the server for a code to `mobile` (the public POST /sys/sms with its purpose, or the account's own call). */
  request: (mobile: string) => Promise<Envelope<unknown>>;
  /** A message for the page: the phone's problem, the server's refusal, or that the code went out. */
  onResult: (r: { ok: boolean; message: string }) => void;
  size?: 'large' | 'middle';
}

/**
 * 获取验证码: checks the phone, asks the server for a code, then counts down the minute before another may be asked
 * (the server's own limit, so the button never offers what would be refused).
 */
export function SmsCodeButton({ phone, request, onResult, size = 'large' }: Props) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  async function send() {
    const mobile = phone.trim();
    if (!mobile) return onResult({ ok: false, message: '请输入手机号' });
    if (!PATTERNS.mobileWide.pattern.test(mobile)) return onResult({ ok: false, message: PATTERNS.mobileWide.message });
    setSending(true);
    try {
      const env = await request(mobile);
      if (env.success) setLeft(SMS_RESEND_SECONDS);
      onResult({ ok: env.success, message: env.message });
    } catch {
      onResult({ ok: false, message: '验证码发送失败，请稍后重试' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Button size={size} className="sms-code-button" disabled={left > 0} loading={sending} onClick={send} data-testid="sms-send">
      {left > 0 ? `${left}秒后重发` : '获取验证码'}
    </Button>
  );
}
