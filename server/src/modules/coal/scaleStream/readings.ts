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
}

/** What a station screen shows and what a capture is checked against. */
export interface ScaleState extends ScaleReading {
  /** Since when the weight has stayed within one division of `runWeightKg` with the agent saying stable; null when not stable. */
  stableSince: number | null;
  runWeightKg: number;
}

type Listener = (state: ScaleState) => void;

/** A reading older than this is not live: the agent or its cable is gone. */
export const READING_FRESH_MS = 1500;
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
   * The weight a capture may take now: the scale has read the same weight (within one division) with the agent
   * saying stable for at least `holdMs`, and its last reading is fresh. Null otherwise.
   */
  capturable(scaleId: string, holdMs: number, now = Date.now()): number | null {
    const s = this.states.get(scaleId);
    if (!s || s.stableSince === null || now - s.at > READING_FRESH_MS) return null;
    return now - s.stableSince >= holdMs ? s.weightKg : null;
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
    const sameRun = prev !== undefined && prev.stableSince !== null && r.stable && Math.abs(r.weightKg - prev.runWeightKg) <= r.divisionKg;
    const state: ScaleState = sameRun
      ? { ...r, stableSince: prev.stableSince, runWeightKg: prev.runWeightKg }
      : { ...r, stableSince: r.stable ? r.at : null, runWeightKg: r.weightKg };
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
