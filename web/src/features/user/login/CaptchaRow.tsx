import { SafetyCertificateOutlined } from '@ant-design/icons';
// The input by itself: antd's Input namespace brings Search, TextArea and OTP along.
import Input from 'antd/es/input/Input';
import type { ChangeEvent } from 'react';
import { CaptchaImage } from './CaptchaImage';

/**
 * The captcha's input beside its image, shown only after failed sign-ins: it loads then, not with the login form
 * (docs/first-load.md). Controlled, for the login form and for the linking form of /oauth2-app/login alike.
 */
export default function CaptchaRow(props: { checkKey: string; onRefresh(): void; value?: string; onChange?(e: ChangeEvent<HTMLInputElement>): void; invalid?: boolean }) {
  return (
    <div className="captcha-row">
      <Input
        size="large"
        status={props.invalid ? 'error' : undefined}
        prefix={<SafetyCertificateOutlined />}
        placeholder="请输入验证码"
        maxLength={8}
        aria-label="验证码"
        aria-invalid={Boolean(props.invalid)}
        value={props.value}
        onChange={props.onChange}
      />
      <CaptchaImage checkKey={props.checkKey} onRefresh={props.onRefresh} />
    </div>
  );
}
