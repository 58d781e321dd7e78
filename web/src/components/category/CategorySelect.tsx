import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import type { TreeNode } from '@meiyun/shared';
import { feedback } from '../../lib/feedback/feedback';
import { TREE_SELECT_MAX_HEIGHT } from '../treeSelect/DictTreeSelect';
import { categoryApi } from './categoryApi';

export interface CategorySelectProps {
  /** The code of the branch to choose from (`A01` 煤种); empty for every root category. */
  pcode?: string;
  /** One level at a time, children fetched on expand (default); false loads the whole branch at once. */
  async?: boolean;
  /** Category ids, comma-joined when `multiple`. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

interface FlatNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

const ROOT = '__root__';

function flatten(nodes: TreeNode[], pId: string, out: FlatNode[] = []): FlatNode[] {
  for (const n of nodes) {
    out.push({ id: n.key, pId, value: n.value, title: n.title, isLeaf: n.isLeaf });
    if (n.children) flatten(n.children, n.key, out);
  }
  return out;
}

/**
 * Choose categories (sys_category) under a branch code: `/sys/category/loadTreeRoot`, then `loadTreeChildren` on
 * expand; a value set from outside shows its names (`loadDictItem`). A failing root load shows the server's message
 * as an error.
 */
export function CategorySelect({ pcode, async = true, value, onChange, multiple = false, placeholder = '请选择', disabled }: CategorySelectProps) {
  const [nodes, setNodes] = useState<FlatNode[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    void categoryApi.treeRoot(pcode, async).then((r) => {
      if (!alive) return;
      setLoading(false);
      if (!r.ok) {
        if (r.message) feedback.message.error(r.message);
        setNodes([]);
        return;
      }
      setNodes(flatten(r.result, ROOT));
    });
    return () => {
      alive = false;
    };
  }, [pcode, async]);

  const ids = value ? value.split(',').filter(Boolean) : [];
  const missing = ids.filter((id) => !nodes.some((n) => n.value === id) && !names[id]);
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    let alive = true;
    const asked = missingKey.split(',');
    void categoryApi.names(asked).then((r) => {
      if (alive && r.ok) setNames((m) => ({ ...m, ...Object.fromEntries(asked.map((id, i) => [id, r.result[i] ?? id])) }));
    });
    return () => {
      alive = false;
    };
  }, [missingKey]);

  const labelOf = (id: string) => nodes.find((n) => n.value === id)?.title ?? names[id] ?? id;
  const labelled = ids.map((id) => ({ value: id, label: labelOf(id) }));

  return (
    <TreeSelect
      style={{ width: '100%' }}
      disabled={disabled}
      loading={loading}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      multiple={multiple}
      placeholder={placeholder}
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: ROOT }}
      treeData={nodes}
      listHeight={TREE_SELECT_MAX_HEIGHT}
      labelInValue
      value={multiple ? labelled : labelled[0]}
      onChange={(v: { value: string } | { value: string }[] | undefined) => {
        const list = Array.isArray(v) ? v : v ? [v] : [];
        onChange?.(list.length ? list.map((x) => x.value).join(',') : undefined);
      }}
      loadData={
        async
          ? async (node) => {
              const id = String(node.id ?? node.value);
              if (nodes.some((n) => n.pId === id)) return;
              const r = await categoryApi.treeChildren(id);
              if (!r.ok) {
                if (r.message) feedback.message.warning(r.message);
                return;
              }
              setNodes((prev) => [...prev, ...flatten(r.result, id).filter((k) => !prev.some((p) => p.id === k.id))]);
            }
          : undefined
      }
    />
  );
}
