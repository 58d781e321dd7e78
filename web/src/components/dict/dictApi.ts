import type { DictItem, TreeDataParams, TreeNode } from '@meiyun/shared';
import { getAction } from '../../lib/http';

/** The calls of the dictionary widgets (§7), all signed by the HTTP client. Failures are the caller's to show. */
const enc = encodeURIComponent;

export interface DictCallResult<T> {
  ok: boolean;
  result: T;
  message: string;
}

async function call<T>(url: string, params: Record<string, unknown>, empty: T): Promise<DictCallResult<T>> {
  try {
    const env = await getAction<T>(url, params);
    return { ok: env.success, result: env.success && env.result != null ? env.result : empty, message: env.message };
  } catch {
    // A transport failure: the HTTP client has already told the user (and handles an expired session).
    return { ok: false, result: empty, message: '' };
  }
}

/** loadDict: items whose text contains the keyword, at most pageSize. */
export const searchDict = (dict: string, keyword: string, pageSize: number) =>
  call<DictItem[]>(`/sys/dict/loadDict/${enc(dict)}`, { keyword, pageSize }, []);

/** loadDictItem: the texts of keys, in order. */
export const dictTexts = (dict: string, keys: string[]) => call<string[]>(`/sys/dict/loadDictItem/${enc(dict)}`, { key: keys.join(',') }, []);

/** loadTreeData: the children of pid in a registered tree table. */
export const treeData = (params: TreeDataParams) => call<TreeNode[]>('/sys/dict/loadTreeData', { ...params }, []);
