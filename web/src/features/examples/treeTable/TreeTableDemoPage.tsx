import { Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DetailList } from '../../../components/detailList/DetailList';
import { Ellipsis } from '../../../components/ellipsis/Ellipsis';
import { TreeTable } from '../../../components/treeTable/TreeTable';
import type { Row } from '../../../components/treeTable/treeRows';

/** 树表格: the category tree as a lazily loaded tree table (rootList pages the roots, childList the children). */
export default function TreeTableDemoPage() {
  const [reload, setReload] = useState(0);
  const [picked, setPicked] = useState<Row | null>(null);
  const [broken, setBroken] = useState(false);

  const columns = [
    { title: '分类名称', dataIndex: 'name', key: 'name', render: (v: string) => <Ellipsis value={v} /> },
    { title: '分类编码', dataIndex: 'code', key: 'code', width: 140 },
    {
      title: '下级',
      dataIndex: 'hasChildren',
      key: 'hasChildren',
      width: 90,
      render: (v: boolean) => (v ? <Tag color="blue">有</Tag> : <Tag>无</Tag>),
    },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', width: 180 },
    {
      title: '操作',
      key: 'action',
      width: 80,
      render: (_: unknown, row: Row) => (
        <Typography.Link onClick={() => setPicked(row)}>详情</Typography.Link>
      ),
    },
  ];

  return (
    <div className="page examples-tree-table" data-testid="tree-table-page">
      <Card variant="borderless" title="煤种分类">
        <Space wrap style={{ marginBottom: 16 }}>
          <Button onClick={() => setReload((n) => n + 1)}>刷新</Button>
          <Button onClick={() => setBroken((b) => !b)}>{broken ? '恢复正常地址' : '演示无法识别的返回'}</Button>
        </Space>
        <TreeTable
          url={broken ? '/sys/category/loadOne?field=code&val=A01' : '/sys/category/rootList'}
          childrenUrl="/sys/category/childList"
          columns={columns}
          reloadKey={reload}
        />
      </Card>
      {picked && (
        <Card variant="borderless" title="分类详情" extra={<Button size="small" onClick={() => setPicked(null)}>关闭</Button>}>
          <DetailList
            items={[
              { label: '名称', children: String(picked.name) },
              { label: '编码', children: String(picked.code) },
              { label: '有下级', children: picked.hasChildren ? '是' : '否' },
              { label: '创建时间', children: String(picked.createTime) },
              { label: 'ID', children: String(picked.id) },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
