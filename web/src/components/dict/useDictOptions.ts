import { DICT_CACHE_MS, type DictItem } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { getAction } from '../../lib/http';
import { useSession } from '../../lib/session/sessionStore';

/**
 * Options of a dictionary through the signed getDictItems call; a failure gives no options (§7).
 * The items stored at sign-in serve while the call is on its way.
 */
export function useDictOptions(code: string) {
  const cached = useSession((s) => s.dictItems[code]);
  const query = useQuery({
    queryKey: ['dict', code],
    staleTime: DICT_CACHE_MS,
    queryFn: async (): Promise<DictItem[]> => {
      try {
        const env = await getAction<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, undefined, { skipErrorHandler: true });
        return env.success && Array.isArray(env.result) ? env.result : [];
      } catch {
        return [];
      }
    },
  });
  const items = query.data && query.data.length > 0 ? query.data : (cached ?? []);
  return { options: items.map((i) => ({ value: i.value, label: i.text ?? i.title ?? i.label })), loading: query.isLoading };
}
