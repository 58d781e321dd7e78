import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { useEntityChanges } from './useEntityChanges';

/**
 * A live list: when records of `entity` change (anyone, any server instance), the queries under `queryKey` are
 * invalidated, so the list refetches the page it shows and its other cached pages are read again when next shown.
 */
export function useLiveList(entity: string | undefined, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const key = useRef(queryKey);
  key.current = queryKey;
  useEntityChanges(entity, () => void queryClient.invalidateQueries({ queryKey: key.current }));
}
