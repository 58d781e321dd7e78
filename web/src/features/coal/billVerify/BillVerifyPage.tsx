import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CoalBillTexts, type CoalBillVerification } from '@meiyun/shared';
import { publicCall } from '../../../lib/http/publicCall';
import { verdictOf, type Verdict } from './verdict';
import './billVerify.css';

type State = { kind: 'loading' } | Verdict;

const kg = (n: number) => `${n.toLocaleString('zh-CN')} kg`;
const t = (n: number) => `${(n / 1000).toFixed(3)} 吨`;

/**
 * 煤票核验: the page a phone opens on scanning an electronic coal bill's QR code (`/verify/coal-bill?code=…`), for
 * anyone — a consignee's gate, a road check. It shows the facts the server read from the signed code when the
 * signature holds and the bill exists, in green; a void or expired bill in amber with its state; anything else
 * (a forged or altered code) 煤票无效 in red, with no facts; a query that could not be answered (no network, too
 * many queries) grey, 暂未核验, with a button to ask again.
 */
export default function BillVerifyPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    if (!code) {
      setState({ kind: 'invalid', message: CoalBillTexts.invalid });
      return;
    }
    setState({ kind: 'loading' });
    publicCall<CoalBillVerification | null>(`/coal/coalBill/verify?code=${encodeURIComponent(code)}`)
      .catch(() => null)
      .then((env) => live && setState(verdictOf(env)));
    return () => {
      live = false;
    };
  }, [code, attempt]);

  return (
    <main className="bv" data-testid="bill-verify">
      <div className="bv-brand">煤运调度平台 · 电子煤票核验</div>
      {state.kind === 'loading' && <div className="bv-card bv-loading">正在核验…</div>}
      {state.kind === 'invalid' && (
        <div className="bv-verdict bv-invalid" data-testid="bill-verdict">
          <div className="mark">✕</div>
          <div className="word">{state.message}</div>
          <div className="hint">此二维码不是本平台签发的煤票，或内容已被改动。</div>
        </div>
      )}
      {state.kind === 'unchecked' && (
        <div className="bv-verdict bv-unchecked" data-testid="bill-verdict">
          <div className="mark">?</div>
          <div className="word">暂未核验</div>
          <div className="hint">{state.message}</div>
          <div className="hint">这不表示煤票无效</div>
          <button type="button" className="bv-retry" onClick={() => setAttempt((n) => n + 1)}>
            重新核验
          </button>
        </div>
      )}
      {(state.kind === 'valid' || state.kind === 'warn') && (
        <>
          <div className={`bv-verdict ${state.kind === 'valid' ? 'bv-valid' : 'bv-warn'}`} data-testid="bill-verdict">
            <div className="mark">{state.kind === 'valid' ? '✓' : '!'}</div>
            <div className="word">{state.message}</div>
            <div className="hint">签名核验通过 · {state.facts.statusText}</div>
          </div>
          <div className="bv-card">
            <div className="bv-plate">{state.facts.plateNo}</div>
            {(
              [
                ['煤票编号', state.facts.billNo],
                ['发货单位', state.facts.shipper],
                ['收货单位', state.facts.consignee ?? '—'],
                ['司机', state.facts.driverName ?? '—'],
                ['煤种', state.facts.material],
                ['毛重', kg(state.facts.grossKg)],
                ['皮重', kg(state.facts.tareKg)],
                ['净重', `${kg(state.facts.netKg)}（${t(state.facts.netKg)}）`],
                ['开票时间', state.facts.issuedAt],
                ['有效期至', state.facts.validUntil],
              ] as const
            ).map(([k, v]) => (
              <div className="bv-row" key={k}>
                <span className="k">{k}</span>
                <span className="v">{v}</span>
              </div>
            ))}
          </div>
        </>
      )}
    </main>
  );
}
