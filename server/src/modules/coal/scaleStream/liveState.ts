import type { ScaleLiveState } from '@meiyun/shared';
import type { ScaleReadings } from './readings';

/** A scale's state as the station screen shows it, worked out on the server's clock (`heldMs`, `online`). */
export function liveState(readings: ScaleReadings, scale: { id: string; divisionKg: number }, holdMs: number, now = Date.now()): ScaleLiveState {
  const s = readings.latest(scale.id);
  const online = readings.online(scale.id, now);
  const hold = s?.holdMs ?? holdMs;
  // A silent scale's last words are not a weight to hold: no run, no stability.
  const heldMs = online && s ? Math.max(0, now - s.runSince) : 0;
  return {
    type: 'scaleState',
    scaleId: scale.id,
    weightKg: s?.weightKg ?? null,
    stable: online && readings.capturable(scale.id, hold, now) !== null,
    agentStable: online && !!s?.stable,
    runSince: online && s ? s.runSince : null,
    stableSince: online && s ? s.stableSince : null,
    heldMs,
    holdMs: hold,
    online,
    at: s?.at ?? null,
    divisionKg: s?.divisionKg ?? scale.divisionKg,
  };
}
