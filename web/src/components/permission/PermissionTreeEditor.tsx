import { useEffect, useMemo, useState, type Key } from 'react';
import { App, Button, Checkbox, Empty, Space, Spin, Tooltip, Tree } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import type { Envelope } from '@meiyun/shared';

export interface PermissionTreeNode {
  key: string;
  title: string;
  ruleFlag?: number;
  menuType?: number;
  children?: PermissionTreeNode[];
}

interface Props {
  /** The grantable tree and every id in it. */
  loadTree: () => Promise<Envelope<{ treeList: PermissionTreeNode[]; ids: string[] }>>;
  /** The ids held now. */
  loadChecked: () => Promise<Envelope<string[]>>;
  onSave: (ids: string[], last: string[]) => Promise<Envelope<unknown>>;
  /** Shown on a menu that has data rules, e.g. to choose which of them the role holds. */
  onRuleClick?: (node: PermissionTreeNode) => void;
  onSaved?: () => void;
  onCancel?: () => void;
}

function walk(nodes: PermissionTreeNode[], f: (n: PermissionTreeNode) => void) {
  for (const n of nodes) {
    f(n);
    if (n.children) walk(n.children, f);
  }
}

/**
 * The authorisation tree of roles, departments and department roles: check menus and buttons, with a switch
 * between independent checks and linked parent-child checks, expand or collapse all, select all or none.
 */
export function PermissionTreeEditor({ loadTree, loadChecked, onSave, onRuleClick, onSaved, onCancel }: Props) {
  const { message } = App.useApp();
  const [tree, setTree] = useState<PermissionTreeNode[]>([]);
  const [allIds, setAllIds] = useState<string[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [half, setHalf] = useState<string[]>([]);
  const [last, setLast] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [linked, setLinked] = useState(false);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    Promise.all([loadTree(), loadChecked()])
      .then(([t, c]) => {
        if (!live) return;
        if (!t.success) message.warning(t.message);
        if (!c.success) message.warning(c.message);
        setTree(t.result?.treeList ?? []);
        setAllIds(t.result?.ids ?? []);
        setChecked(c.result ?? []);
        setLast(c.result ?? []);
        setHalf([]);
        setLinked(false);
        setExpanded((t.result?.treeList ?? []).map((n) => n.key));
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [loadTree, loadChecked, message]);

  const parents = useMemo(() => {
    const s = new Set<string>();
    walk(tree, (n) => n.children?.length && s.add(n.key));
    return s;
  }, [tree]);

  function toggleLinked(on: boolean) {
    // Linked checks derive a parent's state from its children: only the leaves are handed over.
    if (on) setChecked((c) => c.filter((k) => !parents.has(k)));
    else setChecked((c) => [...new Set([...c, ...half])]);
    setHalf([]);
    setLinked(on);
  }

  async function save() {
    setSaving(true);
    try {
      const ids = [...new Set([...checked, ...half])];
      const env = await onSave(ids, last);
      if (env.success) {
        message.success(env.message || '保存成功！');
        setLast(ids);
        onSaved?.();
      } else message.warning(env.message);
    } finally {
      setSaving(false);
    }
  }

  const titleOf = (n: PermissionTreeNode) => (
    <span>
      {n.title}
      {n.menuType === 2 && <span style={{ color: '#999', marginLeft: 4 }}>(按钮)</span>}
      {onRuleClick && n.ruleFlag === 1 && (
        <Tooltip title="数据规则">
          <FilterOutlined
            style={{ marginLeft: 8, color: '#722ed1' }}
            data-testid={`rule-${n.key}`}
            onClick={(e) => {
              e.stopPropagation();
              onRuleClick(n);
            }}
          />
        </Tooltip>
      )}
    </span>
  );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Checkbox checked={linked} onChange={(e) => toggleLinked(e.target.checked)} data-testid="tree-linked">
          父子关联
        </Checkbox>
        <Button size="small" onClick={() => setExpanded([...parents])}>展开所有</Button>
        <Button size="small" onClick={() => setExpanded([])}>合并所有</Button>
        <Button size="small" onClick={() => { setChecked(allIds); setHalf([]); }} data-testid="tree-select-all">全部勾选</Button>
        <Button size="small" onClick={() => { setChecked([]); setHalf([]); }}>取消全选</Button>
      </Space>
      <div style={{ flex: 1, overflow: 'auto', minHeight: 200 }}>
        <Spin spinning={loading}>
          {tree.length ? (
            <Tree
              checkable
              checkStrictly={!linked}
              treeData={tree as never}
              titleRender={(n) => titleOf(n as unknown as PermissionTreeNode)}
              expandedKeys={expanded}
              onExpand={setExpanded}
              checkedKeys={linked ? checked : { checked, halfChecked: [] }}
              onCheck={(keys, info) => {
                if (Array.isArray(keys)) {
                  setChecked(keys.map(String));
                  setHalf((info.halfCheckedKeys ?? []).map(String));
                } else setChecked(keys.checked.map(String));
              }}
              selectable={false}
            />
          ) : (
            !loading && <Empty description="没有可授权的菜单" />
          )}
        </Spin>
      </div>
      <Space style={{ justifyContent: 'flex-end', marginTop: 12, width: '100%' }}>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
        <Button type="primary" loading={saving} onClick={save} data-testid="tree-save">
          保存
        </Button>
      </Space>
    </div>
  );
}
