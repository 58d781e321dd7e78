import { useEffect, useRef } from 'react';
import { createEntityChangeFeed, documentVisibility, type ChangeBatch, type EntityChangeFeed } from './entityChangeFeed';
import { tabSocket } from './tabSocket';

/** The tab's entity changes, heard on its one socket. */
export const liveEntityChanges: EntityChangeFeed = createEntityChangeFeed({
  page: documentVisibility,
  source: (receive) => tabSocket.listen({ onEntityChange: receive }),
});

/**
 * Calls `onChanges` with each batch of changes to records of `entity` (its `EntityMeta.name`) that the signed-in user
 * may list; nothing while `entity` is undefined. Bursts arrive as one batch; a hidden page gets its batch when shown;
 * a screen kept alive but hidden (a workspace tab in the background) gets what it missed when it shows again.
 */
export function useEntityChanges(entity: string | undefined, onChanges: (batch: ChangeBatch) => void, feed: EntityChangeFeed = liveEntityChanges) {
  const latest = useRef(onChanges);
  latest.current = onChanges;
  // The last batch seen, so that a screen coming back hears what it missed and a new one does not hear the past.
  const seen = useRef<{ entity: string; version: number } | null>(null);

  useEffect(() => {
    if (!entity) {
      seen.current = null;
      return;
    }
    const since = seen.current?.entity === entity ? seen.current.version : feed.version(entity);
    seen.current = { entity, version: since };
    return feed.subscribe(entity, since, (batch, version) => {
      seen.current = { entity, version };
      latest.current(batch);
    });
  }, [entity, feed]);
}
