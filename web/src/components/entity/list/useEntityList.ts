import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EntityMeta } from '@meiyun/shared';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useLiveList } from '../../../lib/live';
import { entityApi, type ListRecord } from '../listApi';
import { buildListParams, initialListState, type ListRequestState } from '../query/listQuery';
import { isSearching, topLevelFixed, type ListTree } from './treeRows';

// One empty page for every render without data, so that what watches the rows sees no change.
const NO_RECORDS: ListRecord[] = [];

/**
 * The state of one list (query form values, fixed filter, paging, sort, advanced query) and its rows, loaded
 * with TanStack Query so a reload, a tab switch back and a refetch after a write all read the same cache entry.
 */
export function useEntityList(meta: EntityMeta, fixed?: Record<string, string | number>, tree?: ListTree) {
  const { message } = App.useApp();
  const api = useMemo(() => entityApi(meta), [meta]);
  const [state, setState] = useState<ListRequestState>(() => ({ ...initialListState(meta), fixed }));
  // A tree lists its top rows, or the matches flat while searching.
  const searching = tree ? isSearching(meta, state) : false;
  const request = useMemo(() => ({ ...state, fixed: topLevelFixed(fixed, tree, searching) }), [state, fixed, tree, searching]);

  // Records changed by anyone refetch the page shown (docs/architecture.md "Live lists").
  useLiveList(meta.name, ['entityList', meta.api]);
  const query = useQuery({
    queryKey: ['entityList', meta.api, request],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const env = await api.list(buildListParams(meta, request));
      if (!env.success) {
        message.warning(env.message);
        return { records: [] as ListRecord[], total: 0 };
      }
      return { records: env.result?.records ?? [], total: Number(env.result?.total ?? 0) };
    },
  });

  const records = query.data?.records ?? NO_RECORDS;
  const total = query.data?.total ?? 0;

  return {
    api,
    state: request,
    /** A tree list showing search matches flat. */
    searching,
    records,
    /** The first page arrived (`records` is no longer a stand-in). */
    ready: query.data !== undefined,
    total,
    loading: query.isFetching,
    reload: () => void query.refetch(),
    /** New filters start again from page 1. */
    search: (filters: Record<string, unknown>) => setState((s) => ({ ...s, filters, pageNo: 1 })),
    setPage: (pageNo: number, pageSize: number) => setState((s) => ({ ...s, pageNo: pageSize !== s.pageSize ? 1 : pageNo, pageSize })),
    setSort: (sort: ListRequestState['sort']) => setState((s) => ({ ...s, sort })),
    setSuperQuery: (superQuery: ListRequestState['superQuery']) => setState((s) => ({ ...s, superQuery, pageNo: 1 })),
    /** After deleting the last rows of the last page, step back a page instead of showing an empty one. */
    afterRemove: (count: number) =>
      setState((s) => {
        const remaining = total - count;
        const lastPage = Math.max(1, Math.ceil(remaining / s.pageSize));
        return s.pageNo > lastPage ? { ...s, pageNo: lastPage } : s;
      }),
  };
}
