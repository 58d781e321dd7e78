import { useQuery } from '@tanstack/react-query';
import { getAction } from '../../lib/http';

export interface DepartTreeNode {
  key: string;
  title: string;
  departName: string;
  orgCode: string;
  children?: DepartTreeNode[];
}

/** The session tenant's department tree (`GET /sys/sysDepart/queryTreeList`), shared by the pickers. */
export function useDepartTree(enabled = true) {
  return useQuery({
    queryKey: ['pickers', 'departTree'],
    enabled,
    staleTime: 30_000,
    queryFn: async () => {
      const env = await getAction<DepartTreeNode[]>('/sys/sysDepart/queryTreeList');
      return env.success ? env.result : [];
    },
  });
}

export function flattenTree(nodes: DepartTreeNode[], out: DepartTreeNode[] = []): DepartTreeNode[] {
  for (const n of nodes) {
    out.push(n);
    if (n.children) flattenTree(n.children, out);
  }
  return out;
}

/** The nodes whose name contains `keyword`, with their ancestors so the tree still reads as a tree. */
export function filterTree(nodes: DepartTreeNode[], keyword: string): DepartTreeNode[] {
  if (!keyword) return nodes;
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], keyword);
    return n.title.includes(keyword) || children.length ? [{ ...n, children: children.length ? children : n.children && n.title.includes(keyword) ? n.children : undefined }] : [];
  });
}
