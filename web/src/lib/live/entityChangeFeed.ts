import type { EntityChangeMessage } from '@meiyun/shared';

/** Changes of one entity arriving within this window reach its screens as one batch: a burst costs one refetch. */
export const LIVE_COALESCE_MS = 300;
/** Batches kept per entity for a screen that was away (a workspace tab kept alive but hidden) and comes back. */
const KEPT_BATCHES = 20;

export type ChangeBatch = readonly EntityChangeMessage[];
/** `version` counts the entity's batches: a subscriber passes the last one it saw when it comes back. */
export type ChangeListener = (batch: ChangeBatch, version: number) => void;

/** The browser page as the feed needs it; tests pass their own. */
export interface PageVisibility {
  /** Another browser tab is in front, or the window is minimised. */
  hidden(): boolean;
  /** Calls `shown` whenever the page becomes visible; returns the unsubscribe. */
  onShown(shown: () => void): () => void;
}

export interface EntityChangeFeedOptions {
  windowMs?: number;
  page: PageVisibility;
  /** Starts hearing changes (the tab's socket) while the feed has subscribers; returns the stop. */
  source(receive: (message: EntityChangeMessage) => void): () => void;
}

interface EntityState {
  version: number;
  kept: { version: number; batch: ChangeBatch }[];
  pending: EntityChangeMessage[];
  timer: ReturnType<typeof setTimeout> | null;
  listeners: Set<ChangeListener>;
}

/**
 * The entity changes of one browser tab, per entity: coalesced into batches (`windowMs`), held while the page is
 * hidden and handed over when it shows, and kept briefly for subscribers that were away.
 */
export function createEntityChangeFeed({ windowMs = LIVE_COALESCE_MS, page, source }: EntityChangeFeedOptions) {
  const entities = new Map<string, EntityState>();
  let subscribers = 0;
  let stopSource: (() => void) | null = null;
  let stopShown: (() => void) | null = null;

  const stateOf = (entity: string): EntityState => {
    let s = entities.get(entity);
    if (!s) entities.set(entity, (s = { version: 0, kept: [], pending: [], timer: null, listeners: new Set() }));
    return s;
  };

  function deliver(s: EntityState) {
    if (!s.pending.length) return;
    const batch = s.pending;
    s.pending = [];
    s.version += 1;
    s.kept.push({ version: s.version, batch });
    if (s.kept.length > KEPT_BATCHES) s.kept.shift();
    for (const l of [...s.listeners]) l(batch, s.version);
  }

  function receive(message: EntityChangeMessage) {
    const s = stateOf(message.entity);
    s.pending.push(message);
    if (s.timer !== null) return;
    s.timer = setTimeout(() => {
      s.timer = null;
      // A hidden page refetches nothing: its lists catch up once, when it is shown.
      if (!page.hidden()) deliver(s);
    }, windowMs);
  }

  const shown = () => {
    for (const s of entities.values()) if (s.timer === null) deliver(s);
  };

  return {
    /** Batches of `entity` handed over so far. */
    version(entity: string): number {
      return entities.get(entity)?.version ?? 0;
    },

    /**
     * Hears the batches of `entity`. `since` is the last version the subscriber saw: batches it missed meanwhile
     * are handed over at once, as one.
     */
    subscribe(entity: string, since: number, listener: ChangeListener): () => void {
      const s = stateOf(entity);
      s.listeners.add(listener);
      if (subscribers++ === 0) {
        stopSource = source(receive);
        stopShown = page.onShown(shown);
      }
      const missed = s.kept.filter((k) => k.version > since).flatMap((k) => k.batch);
      // Older than what is kept: something changed, which is all a list needs to know.
      if (missed.length || since < s.version) listener(missed, s.version);
      return () => {
        if (!s.listeners.delete(listener)) return;
        if (--subscribers === 0) {
          stopSource?.();
          stopShown?.();
          stopSource = stopShown = null;
        }
      };
    },
  };
}

export type EntityChangeFeed = ReturnType<typeof createEntityChangeFeed>;

/** The document's visibility, for the tab's feed. */
export const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onShown(shown) {
    const onChange = () => document.visibilityState === 'visible' && shown();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};
