import { TreeSelect } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseTreeCondition, TREE_CONDITION_MESSAGE, type TreeNode } from '@meiyun/shared';
import { feedback } from '../../lib/feedback/feedback';
import { dictTexts, treeData } from '../dict/dictApi';

/** Dropdown height of §2.6. */
export const TREE_SELECT_MAX_HEIGHT = 400;

export interface DictTreeSelectProps {
  /** `table,text,code` of a registered tree table, e.g. `sys_depart,depart_name,id`. */
  dict: string;
  /** The column holding the parent's code (default `pid`). */
  pidField?: string;
  /** The parent whose children are the roots shown (default: the table's roots). */
  pidValue?: string;
  /** A column that says '1' when a row has children; without it the server looks. */
  hasChildField?: string;
  /** A JSON object string of column → value equality, e.g. `{"org_category":"2"}`. */
  condition?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
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

/**
 * A tree select over a registered tree table (`/sys/dict/loadTreeData`): roots first, children fetched on expand
 * by pid. A malformed `condition` shows 组件JTreeSelect-condition传值有误，需要一个json字符串! and loads nothing.
 */
export function DictTreeSelect({ dict, pidField = 'pid', pidValue = '', hasChildField, condition, value, onChange, placeholder = '请选择', disabled }: DictTreeSelectProps) {
  const [nodes, setNodes] = useState<FlatNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [label, setLabel] = useState<string | undefined>(undefined);
  const [tableName, text, code] = dict.split(',').map((s) => s.trim());
  const conditionOk = useMemo(() => parseTreeCondition(condition) !== null, [condition]);
  const warned = useRef(false);

  const load = useCallback(
    async (pid: string): Promise<FlatNode[]> => {
      const r = await treeData({ pid, tableName, text, code, pidField, hasChildField, condition: condition || undefined });
      if (!r.ok) {
        if (r.message) feedback.message.warning(r.message);
        return [];
      }
      return r.result.map((n: TreeNode) => ({ id: n.key, pId: pid || ROOT, value: n.value, title: n.title, isLeaf: n.isLeaf }));
    },
    [tableName, text, code, pidField, hasChildField, condition],
  );

  useEffect(() => {
    if (!conditionOk) {
      if (!warned.current) feedback.message.error(TREE_CONDITION_MESSAGE);
      warned.current = true;
      setNodes([]);
      return;
    }
    warned.current = false;
    let alive = true;
    setLoading(true);
    void load(pidValue).then((roots) => {
      if (!alive) return;
      setNodes(roots.map((n) => ({ ...n, pId: ROOT })));
      setLoading(false);
    });
    return () => {
      alive = false;
    };
  }, [load, pidValue, conditionOk]);

  // A value set from outside whose node is not loaded yet shows its text (loadDictItem).
  const known = value ? nodes.find((n) => n.value === value) : undefined;
  useEffect(() => {
    if (!value || known) return;
    let alive = true;
    void dictTexts(dict, [value]).then((r) => alive && r.ok && setLabel(r.result[0]));
    return () => {
      alive = false;
    };
  }, [dict, value, known]);

  return (
    <TreeSelect
      style={{ width: '100%' }}
      disabled={disabled}
      loading={loading}
      allowClear
      placeholder={placeholder}
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: ROOT }}
      treeData={nodes}
      listHeight={TREE_SELECT_MAX_HEIGHT}
      styles={{ popup: { root: { maxHeight: TREE_SELECT_MAX_HEIGHT, overflow: 'auto' } } }}
      labelInValue
      value={value ? { value, label: known?.title ?? label ?? value } : undefined}
      onChange={(v: { value: string; label?: React.ReactNode } | undefined) => onChange?.(v?.value)}
      loadData={async (node) => {
        const id = String(node.id ?? node.value);
        if (nodes.some((n) => n.pId === id)) return;
        const kids = await load(id);
        setNodes((prev) => [...prev, ...kids.filter((k) => !prev.some((p) => p.id === k.id))]);
      }}
    />
  );
}
