import { STABLE_HOLD_MS_DEFAULT } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';

/** One reading of a scale as its agent sent it (weights in whole kg, times in ms since the epoch on the server's clock). */
export interface ScaleReading {
  scaleId: string;
  weightKg: number;
  /** The agent's own judgement (its window); the server judges again over its own hold time. */
  stable: boolean;
  at: number;
  /** The scale's division (分度值), so every instance judges stability the same way. */
  divisionKg: number;
  /** The scale's hold (coal_scale_link.hold_ms), carried so a capture and a screen need not read it. */
  holdMs?: number;
}

/** What a station screen shows and what a capture is checked against. */
export interface ScaleState extends ScaleReading {
  /**
   * Since when the weight has stayed within one division of `runWeightKg` (the server's own judgement over the
   * readings it received, a gap of more than `RUN_GAP_MS` starting over), whatever the agent says.
   */
  runSince: number;
  /** `runSince` while the agent, which sees every frame, agrees the weight is stable; null otherwise. */
  stableSince: number | null;
  runWeightKg: number;
}

type Listener = (state: ScaleState) => void;

/** A reading older than this is not live: the agent or its cable is gone. */
export const READING_FRESH_MS = 1500;
/** Readings further apart than this do not make one run: nobody knows what the platform did meanwhile. */
export const RUN_GAP_MS = 1000;
const CHANNEL = 'coal:scale:reading';

/**
 * The latest reading of every scale, per app: each reading is published on the bus and applied by every instance
 * (the publisher too), so a capture taken on any instance is checked against the same reading the clerk saw.
 */
export class ScaleReadings {
  private readonly states = new Map<string, ScaleState>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly ctx: AppContext) {
    this.unsubscribe = ctx.bus.subscribe(CHANNEL, (m) => this.apply(m as ScaleReading));
  }

  /** Publishes a reading to every instance. */
  async record(reading: ScaleReading): Promise<void> {
    await this.ctx.bus.publish(CHANNEL, reading);
  }

  latest(scaleId: string): ScaleState | undefined {
    return this.states.get(scaleId);
  }

  /**
   * The weight a capture may take now: the scale has read the same weight (within one division) for at least
   * `holdMs` (the scale's own hold when not given), the agent says stable, and the last reading is fresh. Null otherwise.
   */
  capturable(scaleId: string, holdMs?: number, now = Date.now()): number | null {
    const s = this.states.get(scaleId);
    if (!s || s.stableSince === null || now - s.at > READING_FRESH_MS) return null;
    return now - s.stableSince >= (holdMs ?? s.holdMs ?? STABLE_HOLD_MS_DEFAULT) ? s.weightKg : null;
  }

  /** Whether the scale's agent has been heard within the freshness limit. */
  online(scaleId: string, now = Date.now()): boolean {
    const s = this.states.get(scaleId);
    return !!s && now - s.at <= READING_FRESH_MS;
  }

  /** Calls `listener` with every new state of the scale; answers the function that stops it. */
  watch(scaleId: string, listener: Listener): () => void {
    let set = this.listeners.get(scaleId);
    if (!set) this.listeners.set(scaleId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(scaleId);
    };
  }

  close(): void {
    this.unsubscribe();
    this.states.clear();
    this.listeners.clear();
  }

  private apply(r: ScaleReading) {
    const prev = this.states.get(r.scaleId);
    if (prev && r.at < prev.at) return; // a late message from another instance
    // The run is the server's: within one division of its first weight, no gap. The agent's flag (it sees every
    // frame, the server only those the link carried) must agree for the run to count as stable, but does not
    // restart it, so a hold the agent has already observed is not waited for twice.
    const sameRun = prev !== undefined && r.at - prev.at <= RUN_GAP_MS && Math.abs(r.weightKg - prev.runWeightKg) <= r.divisionKg;
    const runSince = sameRun ? prev.runSince : r.at;
    const runWeightKg = sameRun ? prev.runWeightKg : r.weightKg;
    const state: ScaleState = { ...r, runSince, runWeightKg, stableSince: r.stable ? runSince : null };
    this.states.set(r.scaleId, state);
    for (const l of [...(this.listeners.get(r.scaleId) ?? [])]) l(state);
  }
}

const perApp = new WeakMap<AppContext, ScaleReadings>();

/** The readings store of this app (one per app context, so parallel test apps do not share readings). */
export function scaleReadings(ctx: AppContext): ScaleReadings {
  let r = perApp.get(ctx);
  if (!r) perApp.set(ctx, (r = new ScaleReadings(ctx)));
  return r;
}
