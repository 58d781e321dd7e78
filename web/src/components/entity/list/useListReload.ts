import type { EntityMeta } from '@meiyun/shared';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Reads an entity's list again from outside the list (a dialog that outlives its row, a drawer without the list's
 * context): its pages are cached under `['entityList', meta.api]` (useEntityList).
 */
export function useListReload(meta: Pick<EntityMeta, 'api'>): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['entityList', meta.api] });
}
