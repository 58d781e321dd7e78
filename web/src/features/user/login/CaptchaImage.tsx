import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { captchaImage } from '../../../lib/session/sessionApi';

/** The server's captcha for a client-chosen key; clicking asks for a new key. */
export function CaptchaImage({ checkKey, onRefresh }: { checkKey: string; onRefresh(): void }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    setSrc(null);
    captchaImage(checkKey)
      .then((img) => !cancelled && setSrc(img))
      .catch(() => !cancelled && setSrc(null));
    return () => {
      cancelled = true;
    };
  }, [checkKey]);
  return (
    <button type="button" className="captcha-image" onClick={onRefresh} title="看不清？换一张" data-testid="captcha-image">
      {src ? <img src={src} alt="验证码" /> : <Spin size="small" />}
    </button>
  );
}
