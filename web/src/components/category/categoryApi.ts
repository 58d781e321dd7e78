import type { CategoryRecord, TreeNode } from '@meiyun/shared';
import { getAction } from '../../lib/http';

export interface Answer<T> {
  ok: boolean;
  result: T;
  message: string;
}

async function call<T>(url: string, params: Record<string, unknown>, empty: T): Promise<Answer<T>> {
  try {
    const env = await getAction<T>(url, params);
    return { ok: env.success, result: env.success && env.result != null ? env.result : empty, message: env.message };
  } catch {
    // A transport failure: the HTTP client has already told the user (and handles an expired session).
    return { ok: false, result: empty, message: '' };
  }
}

/** The category calls of §7. */
export const categoryApi = {
  treeRoot: (pcode: string | undefined, async = true) => call<TreeNode[]>('/sys/category/loadTreeRoot', { async, pcode: pcode ?? '' }, []),
  treeChildren: (pid: string) => call<TreeNode[]>('/sys/category/loadTreeChildren', { pid }, []),
  treeData: (q: { pid?: string; pcode?: string; condition?: string }) => call<TreeNode[]>('/sys/category/loadTreeData', q, []),
  loadOne: (field: 'id' | 'code' | 'name', val: string) => call<CategoryRecord | null>('/sys/category/loadOne', { field, val }, null),
  names: (ids: string[]) => call<string[]>('/sys/category/loadDictItem/', { ids: ids.join(',') }, []),
};
