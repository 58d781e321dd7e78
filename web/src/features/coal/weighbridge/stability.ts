import type { ScaleLiveState } from '@meiyun/shared';

export type Light = 'none' | 'unstable' | 'stable';

export interface StabilityView {
  light: Light;
  /** What the light means, in words beside it. */
  text: string;
  /** How far the hold is, 0–100. */
  percent: number;
  /** The weight may be captured now. */
  capturable: boolean;
}

/**
 * The stability light: grey when the scale is silent (or the station's socket is down), amber while the weight is
 * moving or has not yet held for the hold, green once it has; the progress is the hold's.
 */
export function stabilityOf(state: ScaleLiveState | null, connected: boolean): StabilityView {
  if (!connected) return { light: 'none', text: '未连接服务器', percent: 0, capturable: false };
  if (!state || !state.online) return { light: 'none', text: state?.at ? '地磅无信号' : '等待地磅信号', percent: 0, capturable: false };
  const percent = Math.min(100, Math.floor((state.heldMs / Math.max(1, state.holdMs)) * 100));
  if (state.stable) return { light: 'stable', text: '稳定', percent: 100, capturable: true };
  return { light: 'unstable', text: state.heldMs > 0 ? `稳定中 ${(state.heldMs / 1000).toFixed(1)} / ${(state.holdMs / 1000).toFixed(1)} 秒` : '不稳定', percent, capturable: false };
}

/** The weight as the display shows it: thousands grouped by a thin space, so 48 960 reads at a glance. */
export function formatWeight(kg: number | null): string {
  if (kg === null) return '------';
  const sign = kg < 0 ? '-' : '';
  return sign + String(Math.abs(kg)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009');
}

/** The display's digit groups (48960 → ['48', '960']), for the big digits to space without a full-width space. */
export function weightGroups(kg: number | null): string[] {
  if (kg === null) return ['------'];
  const digits = String(Math.abs(kg));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  if (kg < 0) groups[0] = `-${groups[0]}`;
  return groups;
}
