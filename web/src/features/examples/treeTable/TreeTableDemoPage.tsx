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
      <Card variant="borderless" title="业务分类">
        <Typography.Paragraph type="secondary">
          有上下级的数据以可展开的表格显示：先列出第一级，点开某一行才读取它的下级，数据再多也打开得快。这里是分类字典中的煤种与运输方式。
        </Typography.Paragraph>
        <Space wrap style={{ marginBottom: 16 }}>
          <Button onClick={() => setReload((n) => n + 1)}>刷新</Button>
        </Space>
        <TreeTable
          url="/sys/category/rootList"
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
            ]}
          />
        </Card>
      )}
    </div>
  );
}
