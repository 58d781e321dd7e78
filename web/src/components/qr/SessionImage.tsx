import { Spin } from 'antd';
import { useEffect, useState } from 'react';

interface Props {
  /** Fetches the image with the session (an `<img src>` cannot carry the token); called again when `reloadKey` changes. */
  load: () => Promise<Blob>;
  reloadKey: string;
  size?: number;
  alt: string;
  testId?: string;
}

/** An image the server gives only to a signed-in user (a QR code), shown from an object URL freed when it goes. */
export function SessionImage({ load, reloadKey, size = 200, alt, testId }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    setSrc(null);
    setFailed(false);
    load()
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
    // `load` is a new function each render; the key says when the image is another.
  }, [reloadKey]);
  if (failed) return <div style={{ width: size, height: size, display: 'grid', placeItems: 'center', color: '#999' }}>二维码加载失败</div>;
  if (!src) return <Spin style={{ width: size, height: size, display: 'grid', placeItems: 'center' }} />;
  return <img src={src} width={size} height={size} alt={alt} data-testid={testId} />;
}
