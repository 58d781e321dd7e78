import type { ScaleLiveState } from '@meiyun/shared';
import { weightGroups, type StabilityView } from './stability';

const COLORS = { none: '#8c8c8c', unstable: '#faad14', stable: '#52c41a' } as const;

/** The live weight in digits readable across the scale house, the stability light and the hold's progress. */
export function WeightDisplay({ state, view }: { state: ScaleLiveState | null; view: StabilityView }) {
  const live = view.light !== 'none';
  return (
    <div className={`wb-weight wb-weight--${view.light}`} data-testid="station-weight-panel" data-light={view.light}>
      <div className="wb-weight__digits" data-testid="station-weight" aria-live="off">
        <span className={live ? '' : 'wb-weight__stale'}>
          {weightGroups(state?.weightKg ?? null).map((g, i) => (
            <span key={i} className="wb-weight__group">
              {g}
            </span>
          ))}
        </span>
        <small>kg</small>
      </div>
      <div className="wb-weight__status">
        <span className="wb-light" style={{ background: COLORS[view.light] }} data-testid="station-light" aria-label={view.text} />
        <span className="wb-weight__text" data-testid="station-stability">
          {view.text}
        </span>
        <div className="wb-weight__hold" role="progressbar" aria-label="稳定判定进度" aria-valuemin={0} aria-valuemax={100} aria-valuenow={view.percent}>
          <div style={{ width: `${view.percent}%`, background: COLORS[view.light] }} />
        </div>
        {state && <span className="wb-weight__meta">分度值 {state.divisionKg} kg · 稳定判定 {(state.holdMs / 1000).toFixed(1)} 秒</span>}
      </div>
    </div>
  );
}
