import type { ScaleLiveState } from '@meiyun/shared';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../../lib/http';
import { useSession } from '../../../lib/session/sessionStore';
import { connectScaleSocket, scaleSocketUrl } from './scaleSocket';

/** The chosen scale's live state, pushed by the server (at most ten a second), and whether the socket is open. */
export function useScaleLive(scaleId: string | null): { state: ScaleLiveState | null; connected: boolean } {
  const token = useSession((s) => s.token);
  const tenantId = useSession((s) => s.tenantId);
  const [state, setState] = useState<ScaleLiveState | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    setState(null);
    setConnected(false);
    if (!scaleId || !token) return;
    const conn = connectScaleSocket({
      url: scaleSocketUrl(API_BASE, scaleId, window.location, tenantId),
      token,
      onState: (s) => s.scaleId === scaleId && setState(s),
      onConnected: setConnected,
    });
    return () => conn.stop();
  }, [scaleId, token, tenantId]);

  return { state, connected };
}
