import { Tree } from 'antd';
import { useEffect, useState } from 'react';
import { getAction } from '../../lib/http';
import { splitValue } from './pickerConfig';

interface TreeNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: TreeNode[];
}

export interface PopupTreeProps {
  /** `table,text,code` of the tree's table. */
  treeDict: string;
  pidField?: string;
  hasChildField?: string;
  node: string | undefined;
  onSelect(node: string | undefined): void;
}

const attach = (list: TreeNode[], key: string, children: TreeNode[]): TreeNode[] =>
  list.map((n) => (n.key === key ? { ...n, children } : n.children ? { ...n, children: attach(n.children, key, children) } : n));

/** The left tree of the popup record picker, read a level at a time from `/utils/mpopup/loadTree`. */
export function PopupTree({ treeDict, pidField, hasChildField, node, onSelect }: PopupTreeProps) {
  const [tree, setTree] = useState<TreeNode[]>([]);
  const [table, text, code] = splitValue(treeDict);
  const loadLevel = async (pid: string) => {
    const env = await getAction<TreeNode[]>('/utils/mpopup/loadTree', { tableName: table, text, code, pid, pidField: pidField ?? 'pid', hasChildField });
    return env.success ? env.result : [];
  };

  useEffect(() => {
    loadLevel('').then(setTree);
    // The first level once; deeper ones as they are unfolded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Tree
      blockNode
      treeData={tree}
      selectedKeys={node ? [node] : []}
      loadData={async (n) => {
        if (n.children) return;
        const children = await loadLevel(String(n.key));
        setTree((t) => attach(t, String(n.key), children));
      }}
      onSelect={(k) => onSelect(k.length ? String(k[0]) : undefined)}
    />
  );
}
