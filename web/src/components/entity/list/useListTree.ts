import type { EntityMeta, ListSort } from '@meiyun/shared';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import type { EntityApi, ListRecord } from '../listApi';
import { buildListParams } from '../query/listQuery';
import { branchesAfterWrite, buildTree, CHILDREN_PAGE_SIZE, collapse, type ListTree, type TreeRecord } from './treeRows';

interface Options {
  meta: EntityMeta;
  api: EntityApi;
  /** Off while the page lists search matches flat. */
  tree: ListTree | undefined;
  /** The page's top rows. */
  top: ListRecord[];
  /** The screen's own fixed filter, sent with every branch too. */
  fixed: Record<string, string | number> | undefined;
  sort: ListSort | null | undefined;
  /** What makes another set of top rows (page, sort): expanded rows of the last set are forgotten. */
  topKey: string;
  reloadTop(): void;
}

/**
 * The expanded rows of a tree list and their branches. Each branch is a query of its own under the list's key
 * (`['entityList', api, 'children', parentId, …]`), so a live change of the entity and a reload read the open
 * branches again, and they stay open.
 */
export function useListTree({ meta, api, tree, top, fixed, sort, topKey, reloadTop }: Options) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // Tied to the top rows they were opened on: another page or sort starts closed.
  const [expansion, setExpansion] = useState<{ key: string; ids: string[] }>({ key: topKey, ids: [] });
  const expanded = tree && expansion.key === topKey ? expansion.ids : [];
  const branchKey = (id: string) => ['entityList', meta.api, 'children', id] as const;

  const branches = useQueries({
    queries: expanded.map((id) => ({
      queryKey: [...branchKey(id), fixed ?? null, sort ?? null],
      queryFn: async () => {
        const params = buildListParams(meta, { filters: {}, fixed: { ...fixed, [tree!.parentField]: id }, pageNo: 1, pageSize: CHILDREN_PAGE_SIZE, sort });
        const env = await api.list(params);
        if (!env.success) {
          message.warning(env.message);
          return [] as ListRecord[];
        }
        return env.result?.records ?? [];
      },
    })),
  });

  const loaded = new Map<string, readonly ListRecord[]>();
  expanded.forEach((id, i) => {
    const data = branches[i]?.data;
    if (data) loaded.set(id, data);
  });
  const loadedKey = branches.map((b) => b.dataUpdatedAt).join(',');
  const built = useMemo(
    () => (tree ? buildTree(top, loaded, tree) : { rows: top as TreeRecord[], parentOf: new Map<string, string>() }),
    // `loaded` is rebuilt every render; what it holds changes with the branches' data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [top, tree, loadedKey, expanded.join(',')],
  );

  const setExpanded = (ids: string[]) => setExpansion({ key: topKey, ids });
  const reloadBranch = (id: string) => {
    if (!tree || id === tree.root) reloadTop();
    else void queryClient.invalidateQueries({ queryKey: branchKey(id) });
  };

  return {
    enabled: Boolean(tree),
    rows: built.rows,
    expandedKeys: expanded,
    /** A first read of an opened branch is under way. */
    loading: branches.some((b) => b.isPending && b.isFetching),
    onExpand(open: boolean, record: ListRecord) {
      setExpanded(open ? [...expanded.filter((id) => id !== record.id), record.id] : collapse(expanded, record.id, built.parentOf));
    },
    /** Opens a row (after adding a child under it, so the child shows). */
    expand(id: string) {
      if (tree && id !== tree.root && !expanded.includes(id)) setExpanded([...expanded, id]);
    },
    /** Reads again what a save or delete changed. */
    afterWrite(write: Parameters<typeof branchesAfterWrite>[0]) {
      if (!tree) return reloadTop();
      for (const id of branchesAfterWrite(write, built.parentOf, tree.root)) reloadBranch(id);
    },
    /** Reads the top rows and every open branch again (an import, a batch delete). */
    reloadAll() {
      if (tree) void queryClient.invalidateQueries({ queryKey: ['entityList', meta.api] });
      else reloadTop();
    },
    /** The parent a row was loaded under. */
    parentOf: (id: string) => built.parentOf.get(id),
  };
}
