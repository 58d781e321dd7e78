import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Divider, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { TreeTable } from '../../../components/treeTable/TreeTable';
import type { Row } from '../../../components/treeTable/treeRows';
import { deleteAction } from '../../../lib/http';
import { CategoryFormModal, type CategoryEdit } from './CategoryFormModal';

const PERM = { add: 'system:category:add', edit: 'system:category:edit', delete: 'system:category:delete' } as const;
const ROOT = '0';

/** 系统管理 > 分类字典 (system/category/CategoryList): the category tree, children loaded on expanding; codes are generated. */
export default function CategoryListPage() {
  const { message } = App.useApp();
  const has = useHasPermission();
  const [reloadKey, setReloadKey] = useState(0);
  const [childrenReload, setChildrenReload] = useState<{ parent: string; tick: number } | undefined>();
  const [edit, setEdit] = useState<CategoryEdit | null>(null);

  const refresh = (pid: string) => (pid === ROOT ? setReloadKey((n) => n + 1) : setChildrenReload({ parent: pid, tick: Date.now() }));

  const remove = async (row: Row) => {
    const env = await deleteAction(`/sys/category/delete?id=${encodeURIComponent(String(row.id))}`);
    if (!env.success) return void message.warning(env.message);
    message.success(env.message);
    refresh(String(row.pid));
  };

  const columns = [
    { title: '分类名称', dataIndex: 'name', key: 'name' },
    { title: '分类编码', dataIndex: 'code', key: 'code', width: 160, render: (v: string) => <Tag>{v}</Tag> },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', width: 180 },
    {
      title: '操作',
      key: 'action',
      width: 210,
      fixed: 'right' as const,
      render: (_: unknown, row: Row) => (
        <span className="list-row-actions">
          {has(PERM.add) && <a onClick={() => setEdit({ mode: 'add', parent: row })}>添加下级</a>}
          {has(PERM.edit) && (
            <>
              <Divider orientation="vertical" />
              <a onClick={() => setEdit({ mode: 'edit', record: row })}>编辑</a>
            </>
          )}
          {has(PERM.delete) && (
            <>
              <Divider orientation="vertical" />
              <Popconfirm title={row.hasChildren ? '该分类下有子分类，请先删除子分类' : '确定删除吗?'} okText="确定" cancelText="取消" onConfirm={() => remove(row)} okButtonProps={{ disabled: Boolean(row.hasChildren) }}>
                <a>删除</a>
              </Popconfirm>
            </>
          )}
        </span>
      ),
    },
  ];

  return (
    <Card variant="borderless" className="category-list">
      <Space wrap style={{ marginBottom: 16 }}>
        {has(PERM.add) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdit({ mode: 'add', parent: null })}>
            添加分类
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={() => setReloadKey((n) => n + 1)}>
          刷新
        </Button>
      </Space>
      <TreeTable url="/sys/category/rootList" childrenUrl="/sys/category/childList" columns={columns} reloadKey={reloadKey} childrenReload={childrenReload} />
      <CategoryFormModal
        edit={edit}
        onClose={() => setEdit(null)}
        onSaved={(pid) => {
          setEdit(null);
          refresh(pid);
        }}
      />
    </Card>
  );
}
