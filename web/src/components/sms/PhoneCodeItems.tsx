import { MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { PATTERNS, type Envelope } from '@meiyun/shared';
import { Form, Input } from 'antd';
import { SmsCodeButton } from './SmsCodeButton';

interface Props {
  /** The form's names of the phone and the code fields. */
  phoneName?: string;
  codeName?: string;
  phonePlaceholder: string;
  request: (mobile: string) => Promise<Envelope<unknown>>;
  onResult: (r: { ok: boolean; message: string }) => void;
  size?: 'large' | 'middle';
}

/** A phone and the SMS code sent to it, as registration, 找回密码 and 绑定手机 ask for them (inside an antd Form). */
export function PhoneCodeItems({ phoneName = 'phone', codeName = 'smscode', phonePlaceholder, request, onResult, size = 'large' }: Props) {
  const phone: string = Form.useWatch(phoneName) ?? '';
  return (
    <>
      <Form.Item name={phoneName} rules={[{ required: true, message: '请输入手机号' }, { pattern: PATTERNS.mobileWide.pattern, message: PATTERNS.mobileWide.message }]}>
        <Input prefix={<MobileOutlined />} placeholder={phonePlaceholder} aria-label="手机号" maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item required>
        <div className="captcha-row">
          <Form.Item name={codeName} noStyle rules={[{ required: true, message: '请输入验证码' }, { pattern: /^\d{6}$/, message: '验证码为6位数字' }]}>
            <Input prefix={<SafetyCertificateOutlined />} placeholder="短信验证码" aria-label="短信验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <SmsCodeButton phone={phone} request={request} onResult={onResult} size={size} />
        </div>
      </Form.Item>
    </>
  );
}
