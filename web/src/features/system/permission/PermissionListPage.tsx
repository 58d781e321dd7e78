import { useMemo, useState, type Key } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { MenuTreeNode } from '@meiyun/shared';
import { Authorized } from '../../../components/auth/Authorized';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { menuIcon } from '../../../components/icon/menuIcon';
import { useDevice } from '../../../lib/device/useDevice';
import { permissionApi, report } from '../shared/systemApi';
import { allKeys, filterTree } from './menuFilter';
import { MenuFormDrawer } from './MenuFormDrawer';
import { DataRuleDrawer } from './DataRuleDrawer';

const TYPE_TAG = [<Tag color="purple" key="0">菜单</Tag>, <Tag color="blue" key="1">子菜单</Tag>, <Tag key="2">按钮</Tag>];

/** 菜单管理: the tree of menus, sub-menus and buttons. */
export default function PermissionListPage() {
  const { message } = App.useApp();
  const can = useHasPermission();
  const { small } = useDevice();
  const [editing, setEditing] = useState<Partial<MenuTreeNode> | null>(null);
  const [ruleMenu, setRuleMenu] = useState<MenuTreeNode | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Key[]>([]);
  const list = useQuery({ queryKey: ['permission-tree'], queryFn: permissionApi.list });
  const tree = useMemo(() => list.data?.result ?? [], [list.data]);
  const shown = useMemo(() => filterTree(tree, search.trim()), [tree, search]);

  async function remove(ids: string[]) {
    const env = ids.length === 1 ? await permissionApi.remove(ids[0]) : await permissionApi.removeBatch(ids);
    if (report(env, message)) {
      setSelected([]);
      void list.refetch();
    }
  }

  const closeForm = (saved: boolean) => {
    setEditing(null);
    if (saved) void list.refetch();
  };

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 12 }}>
        <Authorized code="system:permission:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ menuType: 0 })} data-testid="menu-add">新增菜单</Button>
        </Authorized>
        <Button onClick={() => setExpanded(allKeys(shown))}>展开全部</Button>
        <Button onClick={() => setExpanded([])}>折叠全部</Button>
        {selected.length > 0 && (
          <Authorized code="system:permission:delete">
            <Popconfirm title="确认删除" description="是否删除选中数据? 下级菜单和按钮会一并删除。" okText="确定" cancelText="取消" onConfirm={() => remove(selected)}>
              <Button danger icon={<DeleteOutlined />}>批量删除</Button>
            </Popconfirm>
          </Authorized>
        )}
        <Input.Search placeholder="按名称、路径或授权标识筛选" allowClear style={{ width: 260 }} onSearch={(v) => { setSearch(v); setExpanded(v ? allKeys(filterTree(tree, v.trim())) : []); }} />
      </Space>
      {list.data && !list.data.success && <div style={{ color: '#cf1322', marginBottom: 8 }}>{list.data.message}</div>}
      <Table<MenuTreeNode>
        rowKey="id"
        loading={list.isFetching}
        dataSource={shown}
        pagination={false}
        scroll={{ x: 1240 }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (k) => setExpanded([...k]) }}
        rowSelection={{ selectedRowKeys: selected, checkStrictly: true, onChange: (k) => setSelected(k.map(String)) }}
        columns={[
          { title: '菜单名称', dataIndex: 'name', width: 240, fixed: small ? undefined : 'left', render: (n: string, r) => <span>{menuIcon(r.icon)} {n}</span> },
          { title: '菜单类型', dataIndex: 'menuType', width: 90, render: (t: number) => TYPE_TAG[t] },
          { title: '路径', dataIndex: 'url', width: 200, ellipsis: true },
          { title: '前端组件', dataIndex: 'component', width: 220, ellipsis: true },
          { title: '授权标识', dataIndex: 'perms', width: 190, ellipsis: true },
          { title: '排序', dataIndex: 'sortNo', width: 70 },
          { title: '状态', key: 'flags', width: 130, render: (_: unknown, r) => <Space size={2}>{r.hidden && <Tag>隐藏</Tag>}{r.menuType === 2 && r.status === '0' && <Tag color="red">无效</Tag>}{r.ruleFlag === 1 && <Tag color="purple">数据规则</Tag>}</Space> },
          {
            title: '操作',
            key: 'action',
            width: 310,
            fixed: small ? undefined : 'right',
            render: (_: unknown, r: MenuTreeNode) => (
              <Space size={0} wrap>
                {can('system:permission:edit') && <Button type="link" size="small" onClick={() => setEditing(r)}>编辑</Button>}
                {can('system:permission:add') && r.menuType !== 2 && (
                  <Button type="link" size="small" onClick={() => setEditing({ menuType: 1, parentId: r.id })}>添加下级</Button>
                )}
                {can('system:permission:add') && r.menuType !== 2 && (
                  <Button type="link" size="small" onClick={() => setEditing({ menuType: 2, parentId: r.id })}>添加按钮</Button>
                )}
                {can('system:permission:rule') && r.menuType !== 2 && (
                  <Button type="link" size="small" onClick={() => setRuleMenu(r)}>数据规则</Button>
                )}
                {can('system:permission:delete') && (
                  <Popconfirm title={r.children?.length ? '确定删除该菜单及其全部下级吗?' : '确定删除吗?'} okText="确定" cancelText="取消" onConfirm={() => remove([r.id])}>
                    <Button type="link" size="small" danger>删除</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <MenuFormDrawer menu={editing} tree={tree} onClose={closeForm} />
      <DataRuleDrawer menu={ruleMenu} onClose={() => setRuleMenu(null)} />
    </Card>
  );
}
