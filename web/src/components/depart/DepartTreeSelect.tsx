import { Radio, TreeSelect, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { flattenTree, useDepartTree, type DepartTreeNode } from '../pickers/useDepartTree';
import { currentAfter } from './currentDepart';

interface DepartIdNode {
  key: string;
  value: string;
  title: string;
  children?: DepartIdNode[];
}

interface Props {
  /** Department ids. */
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
  /**
   * The org code of the current one of the chosen departments (a user's 当前部门). With `onCurrentChange` the
   * chosen departments are offered below the tree as a choice of one; the first chosen is current until another
   * is picked, and dropping the current one moves it to the first left.
   */
  current?: string;
  onCurrentChange?: (orgCode: string | undefined) => void;
}

const toIdNodes = (nodes: DepartTreeNode[]): DepartIdNode[] =>
  nodes.map((n) => ({ key: n.key, value: n.key, title: n.title, ...(n.children?.length ? { children: toIdNodes(n.children) } : {}) }));

/**
 * Several departments of the current tenant picked in their tree (`/sys/sysDepart/queryTreeList`, shared with the
 * pickers). Each is chosen on its own: ticking a parent does not tick its children (a user belongs to the
 * departments named).
 */
export function DepartTreeSelect({ value, onChange, disabled, placeholder, current, onCurrentChange }: Props) {
  const tree = useDepartTree();
  const nodes = useMemo(() => toIdNodes(tree.data ?? []), [tree.data]);
  const byId = useMemo(() => new Map(flattenTree(tree.data ?? []).map((n) => [n.key, n])), [tree.data]);
  const chosen = useMemo(() => value ?? [], [value]);
  const settled = currentAfter(chosen, current, (id) => byId.get(id)?.orgCode);

  // A record whose current department is not among its departments (or none marked) is put right once the tree
  // is known, so that what is saved is what the choice below shows.
  useEffect(() => {
    if (onCurrentChange && !disabled && settled !== current) onCurrentChange(settled);
  }, [onCurrentChange, disabled, settled, current]);

  const choices = chosen.map((id) => byId.get(id)).filter((n): n is DepartTreeNode => !!n);
  return (
    <>
      <TreeSelect
        treeData={nodes}
        value={chosen.map((v) => ({ value: v, label: byId.get(v)?.title }))}
        labelInValue
        onChange={(picked: { value: string }[]) => onChange?.(picked.map((p) => p.value))}
        treeCheckable
        treeCheckStrictly
        showCheckedStrategy={TreeSelect.SHOW_ALL}
        treeDefaultExpandAll
        treeNodeFilterProp="title"
        showSearch
        allowClear
        loading={tree.isLoading}
        disabled={disabled}
        placeholder={placeholder}
        style={{ width: '100%' }}
        maxTagCount="responsive"
      />
      {onCurrentChange && choices.length > 0 && (
        <div data-testid="depart-current" style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', rowGap: 4 }}>
          <Typography.Text type="secondary">当前部门：</Typography.Text>
          <Radio.Group
            value={current}
            disabled={disabled}
            onChange={(e) => onCurrentChange(e.target.value as string)}
            options={choices.map((n) => ({ value: n.orgCode, label: n.title }))}
          />
        </div>
      )}
    </>
  );
}
