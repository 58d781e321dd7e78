import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { pickupApi } from './pickupApi';

/** The order's QR code (a PNG of the driver's link), fetched with the session and shown from an object URL. */
export function PickupQr({ id, size = 200 }: { id: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    setSrc(null);
    setFailed(false);
    pickupApi
      .qr(id)
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  if (failed) return <div style={{ width: size, height: size, display: 'grid', placeItems: 'center', color: '#999' }}>二维码加载失败</div>;
  if (!src) return <Spin style={{ width: size, height: size, display: 'grid', placeItems: 'center' }} />;
  return <img src={src} width={size} height={size} alt="提煤单二维码" data-testid="pickup-qr" />;
}
