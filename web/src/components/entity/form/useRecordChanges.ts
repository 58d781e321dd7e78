import { useCallback, useEffect, useState } from 'react';
import { useEntityChanges } from '../../../lib/live';

/** What happened elsewhere to the record a dialog shows: edited (or restored), or deleted. */
export type RecordChange = 'edit' | 'delete';

/**
 * Watches one record of `entity` while `recordId` is set (a detail or edit dialog is open): the dialog learns when
 * someone else (another user, another tab) changes or deletes it. `paused` while the dialog's own save is under way,
 * whose change comes back on the socket too. Returns the change, if any, and the function that forgets it.
 */
export function useRecordChanges(entity: string, recordId: string | undefined, paused: boolean): [RecordChange | null, () => void] {
  const [change, setChange] = useState<RecordChange | null>(null);
  const forget = useCallback(() => setChange(null), []);
  useEffect(() => forget, [recordId, forget]);
  useEntityChanges(recordId ? entity : undefined, (batch) => {
    if (paused || !recordId) return;
    const mine = batch.filter((m) => m.ids.includes(recordId));
    if (!mine.length) return;
    setChange(mine.some((m) => m.kind === 'delete' || m.kind === 'deleteForever') ? 'delete' : 'edit');
  });
  return [change, forget];
}
