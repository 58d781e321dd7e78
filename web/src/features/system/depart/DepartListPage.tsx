import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import { App, Button, Card, Col, Empty, Form, Input, Popconfirm, Row, Space, Spin, Tabs, Tree } from 'antd';
import { ApartmentOutlined, DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { DepartNode } from '@meiyun/shared';
import { Authorized } from '../../../components/auth/Authorized';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { PermissionTreeEditor } from '../../../components/permission/PermissionTreeEditor';
import { ImportModal, useClickGuard } from '../../../components/entity';
import { useDevice } from '../../../lib/device/useDevice';
import { departApi, permissionApi, report } from '../shared/systemApi';
import { DepartAddModal } from './DepartAddModal';
import { DepartFields } from './DepartFields';
import { DepartUsersTab } from './DepartUsersTab';
import { DepartRolesTab } from './DepartRolesTab';

const ROOT = '__root__';
/** The import of the list kit, sent to the department's own endpoint. */
const IMPORT_TARGET = { api: '/sys/sysDepart', title: '部门' };

type TreeItem = { key: string; title: string; isLeaf: boolean; icon?: React.ReactNode; children?: TreeItem[] };

/** 部门管理: the department tree (loaded a level at a time, searchable) and the chosen department's panels. */
export default function DepartListPage() {
  const { message } = App.useApp();
  const can = useHasPermission();
  const { small } = useDevice();
  // Children per parent key, loaded on demand; a search shows its own tree instead.
  const [levels, setLevels] = useState<Record<string, DepartNode[]>>({});
  const [searchTree, setSearchTree] = useState<DepartNode[] | null>(null);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [loadingRoot, setLoadingRoot] = useState(true);
  const [current, setCurrent] = useState<DepartNode | null>(null);
  const [adding, setAdding] = useState<{ parent: DepartNode | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const guard = useClickGuard();
  const [form] = Form.useForm();

  const loadLevel = useCallback(async (pid?: string) => {
    const env = await departApi.level(pid);
    if (!env.success) message.warning(env.message);
    setLevels((l) => ({ ...l, [pid ?? ROOT]: env.result ?? [] }));
    return env.result ?? [];
  }, [message]);

  useEffect(() => {
    setLoadingRoot(true);
    loadLevel().finally(() => setLoadingRoot(false));
  }, [loadLevel]);

  const byId = useMemo(() => {
    const m = new Map<string, DepartNode>();
    const add = (nodes: DepartNode[]) => nodes.forEach((n) => { m.set(n.id, n); if (n.children) add(n.children); });
    Object.values(levels).forEach(add);
    if (searchTree) add(searchTree);
    return m;
  }, [levels, searchTree]);

  const treeData = useMemo<TreeItem[]>(() => {
    const icon = <ApartmentOutlined />;
    if (searchTree) {
      const conv = (n: DepartNode): TreeItem => ({ key: n.id, title: n.departName, isLeaf: !n.children?.length, icon, children: n.children?.map(conv) });
      return searchTree.map(conv);
    }
    const build = (pid: string): TreeItem[] =>
      (levels[pid] ?? []).map((n) => ({ key: n.id, title: n.departName, isLeaf: n.isLeaf, icon, children: levels[n.id] ? build(n.id) : undefined }));
    return build(ROOT);
  }, [levels, searchTree]);

  function select(node: DepartNode | null) {
    setCurrent(node);
    if (node) {
      form.resetFields();
      form.setFieldsValue(node);
    }
  }

  async function search(keyWord: string) {
    if (!keyWord.trim()) {
      setSearchTree(null);
      return;
    }
    const env = await departApi.search(keyWord.trim());
    if (!env.success) return void message.warning(env.message);
    setSearchTree(env.result);
    const keys: string[] = [];
    const walk = (ns: DepartNode[]) => ns.forEach((n) => { if (n.children?.length) { keys.push(n.id); walk(n.children); } });
    walk(env.result);
    setExpanded(keys);
  }

  async function refreshAround(parentId: string | null) {
    setSearchTree(null);
    await loadLevel(parentId ?? undefined);
    if (parentId) {
      // The parent may have turned from a leaf into a branch (or back): reload the level that shows it.
      const parent = byId.get(parentId);
      await loadLevel(parent?.parentId ?? undefined);
      setExpanded((e) => [...new Set([...e, parentId])]);
    }
  }

  async function saveCurrent() {
    if (!current) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      const env = await departApi.edit({ ...v, id: current.id, parentId: current.parentId });
      if (report(env, message)) {
        setCurrent({ ...current, ...env.result });
        await loadLevel(current.parentId ?? undefined);
      }
    } finally {
      setSaving(false);
    }
  }

  async function removeCurrent() {
    if (!current) return;
    if (report(await departApi.remove(current.id), message)) {
      const parentId = current.parentId;
      select(null);
      await refreshAround(parentId);
    }
  }

  const parent = current?.parentId ? byId.get(current.parentId) ?? null : null;
  const loadDeptGrant = useCallback(() => permissionApi.departTree(), []);
  const loadDeptChecked = useCallback(() => permissionApi.departIds(current?.id ?? ''), [current?.id]);
  const saveDeptGrant = useCallback((ids: string[], last: string[]) => permissionApi.saveDepart(current?.id ?? '', ids, last), [current?.id]);

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={9} xl={8}>
        <Card variant="borderless" title="组织机构" extra={<Button type="text" icon={<ReloadOutlined />} onClick={() => { setLevels({}); setSearchTree(null); setExpanded([]); void loadLevel(); }} aria-label="刷新" />}>
          <Space wrap style={{ marginBottom: 12 }}>
            <Authorized code="system:depart:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding({ parent: null })} data-testid="depart-add-root">添加一级部门</Button>
            </Authorized>
            <Authorized code="system:depart:add">
              <Button disabled={!current} onClick={() => setAdding({ parent: current })} data-testid="depart-add-child">添加下级</Button>
            </Authorized>
            <Authorized code="system:depart:add">
              <Button disabled={!current} onClick={() => setAdding({ parent })}>添加同级</Button>
            </Authorized>
            <Authorized code="system:depart:exportXls">
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={guard(async () => { setExporting(true); try { await departApi.exportXls(); } finally { setExporting(false); } })} data-testid="depart-export">导出</Button>
            </Authorized>
            <Authorized code="system:depart:importExcel">
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="depart-import">导入</Button>
            </Authorized>
          </Space>
          <Input.Search placeholder="请输入部门名称" allowClear onSearch={search} style={{ marginBottom: 8 }} data-testid="depart-search" />
          <Spin spinning={loadingRoot}>
            <div style={{ maxHeight: 'calc(100vh - 330px)', minHeight: small ? 120 : 240, overflow: 'auto' }}>
              {treeData.length ? (
                <Tree
                  showIcon
                  blockNode
                  treeData={treeData}
                  expandedKeys={expanded}
                  onExpand={setExpanded}
                  selectedKeys={current ? [current.id] : []}
                  loadData={searchTree ? undefined : async (node) => { if (!levels[String(node.key)]) await loadLevel(String(node.key)); }}
                  onSelect={(keys) => select(keys.length ? byId.get(String(keys[0])) ?? null : null)}
                />
              ) : (
                !loadingRoot && <Empty description={searchTree ? '没有匹配的部门' : '暂无部门'} />
              )}
            </div>
          </Spin>
        </Card>
      </Col>
      <Col xs={24} lg={15} xl={16}>
        <Card variant="borderless">
          {current ? (
            <Tabs
              items={[
                {
                  key: 'info',
                  label: '基本信息',
                  children: (
                    <Form form={form} labelCol={{ xs: 24, sm: 5 }} wrapperCol={{ xs: 24, sm: 16 }} disabled={!can('system:depart:edit')}>
                      <DepartFields orgCode={current.orgCode} parentName={parent?.departName ?? ''} />
                      <Form.Item wrapperCol={{ xs: 24, sm: { span: 16, offset: 5 } }}>
                        <Space>
                          <Authorized code="system:depart:edit">
                            <Button type="primary" loading={saving} onClick={saveCurrent} data-testid="depart-save">保存</Button>
                          </Authorized>
                          <Authorized code="system:depart:delete">
                            <Popconfirm title="确定删除该部门吗?" description="有下级部门或用户的部门不能删除" okText="确定" cancelText="取消" onConfirm={removeCurrent}>
                              <Button danger icon={<DeleteOutlined />} disabled={false}>删除</Button>
                            </Popconfirm>
                          </Authorized>
                        </Space>
                      </Form.Item>
                    </Form>
                  ),
                },
                ...(can('system:depart:auth')
                  ? [{ key: 'auth', label: '部门权限', children: <div style={{ height: 520 }}><PermissionTreeEditor key={current.id} loadTree={loadDeptGrant} loadChecked={loadDeptChecked} onSave={saveDeptGrant} /></div> }]
                  : []),
                { key: 'users', label: '部门用户', children: <DepartUsersTab departId={current.id} /> },
                ...(can('system:depart:role:list') ? [{ key: 'roles', label: '部门角色', children: <DepartRolesTab departId={current.id} /> }] : []),
              ]}
            />
          ) : (
            <Empty style={{ padding: 48 }} description={small ? '请在上方选择一个部门' : '请在左侧选择一个部门'} />
          )}
        </Card>
      </Col>
      {can('system:depart:importExcel') && (
        <ImportModal
          meta={IMPORT_TARGET}
          open={importing}
          guard={guard}
          onClose={() => setImporting(false)}
          onImported={() => { setLevels({}); setSearchTree(null); setExpanded([]); void loadLevel(); }}
        />
      )}
      <DepartAddModal
        target={adding}
        onClose={async (added) => {
          const target = adding;
          setAdding(null);
          if (added) {
            await refreshAround(target?.parent?.id ?? null);
            select(added);
          }
        }}
      />
    </Row>
  );
}
