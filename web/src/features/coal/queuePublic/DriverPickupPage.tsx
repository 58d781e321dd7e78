import { QueuePublicTexts, type DriverPickupView } from '@meiyun/shared';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { alertCalled, unlockAlert } from './callAlert';
import { pickupPath, publicCall } from './publicApi';
import { usePublicFeed } from './usePublicFeed';
import './driverPickup.css';

const viewOf = (f: Record<string, unknown>) => (f.type === 'pickup' ? (f.view as DriverPickupView) : null);
const SEEN_KEY = 'driver:calledSeen';

/** The phone's position, or the reason there is none in the driver's words. */
function position(): Promise<{ lng: number; lat: number; accuracy: number }> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error('此浏览器不能获取位置，请到货场窗口签到'));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lng: p.coords.longitude, lat: p.coords.latitude, accuracy: p.coords.accuracy }),
      (e) => reject(new Error(e.code === e.PERMISSION_DENIED ? QueuePublicTexts.locationRequired : '获取位置失败，请到开阔处重试')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  });
}

/**
 * `/driver/pickup/<token>`: what the pickup order's QR code and link open on the driver's phone, no app and no
 * sign-in. The order; 签到排队 once inside the yard's fence (the phone's position goes to the server, which
 * decides); then the queue number and the place in line, live; when called, a full-screen 请进场 with vibration
 * and sound.
 */
export default function DriverPickupPage() {
  const { token = '' } = useParams();
  const feed = usePublicFeed<DriverPickupView>(pickupPath(token), viewOf);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [seenCall, setSeenCall] = useState(() => sessionStorage.getItem(SEEN_KEY) ?? '');
  const v = feed.data;
  const callKey = v?.ticket?.status === 'called' ? `${v.orderNo}:${v.ticket.calledTime}` : '';
  const showCall = Boolean(callKey) && callKey !== seenCall;
  const alerted = useRef('');

  useEffect(() => {
    if (showCall && alerted.current !== callKey) {
      alerted.current = callKey;
      alertCalled();
    }
  }, [showCall, callKey]);

  const checkIn = async () => {
    unlockAlert();
    setBusy(true);
    setRefusal(null);
    try {
      const at = await position();
      const env = await publicCall<DriverPickupView>(`${pickupPath(token)}/checkIn`, { method: 'POST', body: at });
      if (env.success) feed.set(env.result);
      else setRefusal(env.message);
    } catch (e) {
      setRefusal(e instanceof Error && /[\u4e00-\u9fa5]/.test(e.message) ? e.message : '网络连接失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  const dismissCall = () => {
    sessionStorage.setItem(SEEN_KEY, callKey);
    setSeenCall(callKey);
  };

  if (!v) return <div className="dpk">{feed.error ? <div className="dpk-error">{feed.error}</div> : <div className="dpk-hint">正在加载…</div>}</div>;
  const t = v.ticket;
  return (
    <div className="dpk" data-testid="driver-page" onClick={unlockAlert}>
      <div className="dpk-brand">煤运调度 · 提煤单</div>
      <div className="dpk-card">
        <div className="dpk-plate">{v.plateNo}</div>
        <div className="dpk-row">
          <span className="k">提煤单号</span>
          <span className="v">{v.orderNo}</span>
        </div>
        <div className="dpk-row">
          <span className="k">货场</span>
          <span className="v">{v.yardName}</span>
        </div>
        <div className="dpk-row">
          <span className="k">装车日期</span>
          <span className="v">{v.loadDate}</span>
        </div>
        <div className="dpk-row">
          <span className="k">状态</span>
          <span className="v">
            <span className={`dpk-status ${v.status === 'valid' ? 'valid' : 'other'}`}>{v.statusText}</span>
          </span>
        </div>
      </div>

      {t ? (
        <div className="dpk-card dpk-ticket" data-testid="driver-ticket">
          <div className="label">排队号</div>
          <div className="no">{t.queueNo}</div>
          {t.position !== null ? (
            <div className="pos">
              排在第 <b>{t.position}</b> 位{t.position > 1 ? `，前面还有 ${t.position - 1} 辆车` : '，下一个就是您'}
            </div>
          ) : (
            <div className="pos">{t.status === 'called' ? '已叫号，请进场' : t.statusText}</div>
          )}
          <div className="state">签到时间 {t.checkInTime.slice(11, 16)}</div>
          <div className={`dpk-live${feed.live ? ' on' : ''}`}>{feed.live ? '● 实时更新' : '○ 正在重新连接…'}</div>
        </div>
      ) : v.status === 'valid' ? (
        <div className="dpk-card">
          {v.fenced ? (
            <>
              <button type="button" className="dpk-btn" disabled={busy} onClick={() => void checkIn()}>
                {busy ? '正在定位…' : '签到排队'}
              </button>
              <div className="dpk-hint">到达货场后点击签到，需要允许浏览器获取您的位置。签到后请留意本页面，叫号时手机会振动并响铃。</div>
            </>
          ) : (
            <div className="dpk-hint">{QueuePublicTexts.noFence}</div>
          )}
          {refusal && <div className="dpk-error" role="alert">{refusal}</div>}
        </div>
      ) : (
        <div className="dpk-card dpk-hint">此提煤单{v.statusText}，不能签到排队。</div>
      )}

      {showCall && t && (
        <div className="dpk-called" role="alertdialog" data-testid="driver-called">
          <div className="no">{t.queueNo}号</div>
          <div className="plate">{v.plateNo}</div>
          <div className="go">请进场</div>
          <div style={{ fontSize: 20, marginTop: 12 }}>请按指引驶向地磅</div>
          <button type="button" onClick={dismissCall}>
            知道了
          </button>
        </div>
      )}
    </div>
  );
}
