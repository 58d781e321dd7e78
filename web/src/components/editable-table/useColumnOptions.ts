import { DICT_CACHE_MS, type DictItem } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { getAction } from '../../lib/http';
import { useSession } from '../../lib/session/sessionStore';
import type { CellOption, TableColumn } from './types';

const NONE: CellOption[] = [];

/** A column's choices: its `options`, else its dictionary (the signed getDictItems call, cached like forms). */
export function useColumnOptions(column: Pick<TableColumn, 'options' | 'dictCode'>): CellOption[] {
  const code = column.options ? '' : (column.dictCode ?? '');
  const cached = useSession((s) => (code ? s.dictItems[code] : undefined));
  const query = useQuery({
    queryKey: ['dict', code],
    enabled: code !== '',
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
  if (column.options) return column.options;
  if (!code) return NONE;
  const items = query.data && query.data.length > 0 ? query.data : (cached ?? []);
  return items.map((i) => ({ value: i.value, label: i.text ?? i.title ?? i.label ?? i.value }));
}
