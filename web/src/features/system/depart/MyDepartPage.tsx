import { useEffect, useMemo, useState, type Key } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Empty, Row, Spin, Table, Tag, Tree } from 'antd';
import { ApartmentOutlined, ReloadOutlined } from '@ant-design/icons';
import type { DepartNode, MemberUser } from '@meiyun/shared';
import { useDictOptions } from '../../../components/dict/useDictOptions';
import { useDevice } from '../../../lib/device/useDevice';
import { departApi } from '../shared/systemApi';

type TreeItem = { key: string; title: string; icon: React.ReactNode; children?: TreeItem[] };

/** 我的部门: the departments the signed-in user belongs to, with everything below them, read-only. */
export default function MyDepartPage() {
  const { small } = useDevice();
  const tree = useQuery({ queryKey: ['my-depart-tree'], queryFn: () => departApi.myTree() });
  const roots = useMemo(() => (tree.data?.success ? (tree.data.result ?? []) : []), [tree.data]);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<Key[]>([]);

  const byId = useMemo(() => {
    const m = new Map<string, DepartNode>();
    const walk = (ns: DepartNode[]) => ns.forEach((n) => { m.set(n.id, n); if (n.children) walk(n.children); });
    walk(roots);
    return m;
  }, [roots]);

  // Open the user's own departments and show the first one at once.
  useEffect(() => {
    if (!roots.length) return;
    setExpanded(roots.map((r) => r.id));
    setCurrentId((id) => (id && byId.has(id) ? id : roots[0].id));
  }, [roots, byId]);

  const treeData = useMemo<TreeItem[]>(() => {
    const conv = (n: DepartNode): TreeItem => ({ key: n.id, title: n.departName, icon: <ApartmentOutlined />, children: n.children?.map(conv) });
    return roots.map(conv);
  }, [roots]);

  const current = currentId ? (byId.get(currentId) ?? null) : null;

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={9} xl={8}>
        <Card variant="borderless" title="我的部门" extra={<Button type="text" icon={<ReloadOutlined />} onClick={() => void tree.refetch()} aria-label="刷新" />}>
          <Spin spinning={tree.isFetching}>
            <div style={{ maxHeight: 'calc(100vh - 260px)', minHeight: small ? 120 : 240, overflow: 'auto' }}>
              {treeData.length ? (
                <Tree
                  showIcon
                  blockNode
                  treeData={treeData}
                  expandedKeys={expanded}
                  onExpand={setExpanded}
                  selectedKeys={current ? [current.id] : []}
                  onSelect={(keys) => keys.length && setCurrentId(String(keys[0]))}
                  data-testid="my-depart-tree"
                />
              ) : (
                !tree.isFetching && <Empty description={tree.data && !tree.data.success ? tree.data.message : '您尚未加入任何部门'} />
              )}
            </div>
          </Spin>
        </Card>
      </Col>
      <Col xs={24} lg={15} xl={16}>
        {current ? (
          <>
            <DepartDetails depart={current} parent={current.parentId ? (byId.get(current.parentId) ?? null) : null} />
            <DepartMembers departId={current.id} />
          </>
        ) : (
          <Card variant="borderless">
            <Empty style={{ padding: 48 }} description={small ? '请在上方选择一个部门' : '请在左侧选择一个部门'} />
          </Card>
        )}
      </Col>
    </Row>
  );
}

function DepartDetails({ depart, parent }: { depart: DepartNode; parent: DepartNode | null }) {
  const { options } = useDictOptions('org_category');
  const category = options.find((o) => o.value === depart.orgCategory)?.label ?? depart.orgCategory;
  return (
    <Card variant="borderless" title={depart.departName} style={{ marginBottom: 12 }}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="my-depart-details">
        <Descriptions.Item label="机构名称">{depart.departName}</Descriptions.Item>
        <Descriptions.Item label="机构编码">{depart.orgCode}</Descriptions.Item>
        <Descriptions.Item label="上级部门">{parent?.departName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="机构类型">{category ? <Tag>{category}</Tag> : '—'}</Descriptions.Item>
        <Descriptions.Item label="英文名">{depart.departNameEn || '—'}</Descriptions.Item>
        <Descriptions.Item label="排序">{depart.departOrder}</Descriptions.Item>
        <Descriptions.Item label="电话">{depart.mobile || '—'}</Descriptions.Item>
        <Descriptions.Item label="地址">{depart.address || '—'}</Descriptions.Item>
        <Descriptions.Item label="备注" span={2}>{depart.description || '—'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function DepartMembers({ departId }: { departId: string }) {
  const users = useQuery({ queryKey: ['depart-users', departId], queryFn: () => departApi.directUsers(departId) });
  const env = users.data;
  return (
    <Card variant="borderless" title="部门成员">
      {env && !env.success ? (
        <Empty description={env.message} />
      ) : (
        <Table<MemberUser>
          rowKey="id"
          size="small"
          loading={users.isFetching}
          dataSource={env?.result ?? []}
          scroll={{ x: 480 }}
          pagination={{ pageSize: 10, showTotal: (t) => `共 ${t} 条`, hideOnSinglePage: true }}
          columns={[
            { title: '用户账号', dataIndex: 'username', width: 130 },
            { title: '用户姓名', dataIndex: 'realname', width: 110 },
            { title: '手机号', dataIndex: 'phone', width: 130, render: (v: string | null) => v || '—' },
          ]}
          data-testid="my-depart-users"
        />
      )}
    </Card>
  );
}
