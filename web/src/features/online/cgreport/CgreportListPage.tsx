import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Popconfirm, Space, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Page } from '@meiyun/shared';
import { Authorized } from '../../../components/auth/Authorized';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { ReportPopupModal } from '../../../components/pickers/ReportPopupModal';
import { deleteAction, getAction } from '../../../lib/http';
import { CgreportFormModal, type ReportHead } from './CgreportFormModal';

/** 系统管理 > 在线报表 (menu component online/cgreport/CgreportList): report definitions, parse and preview. */
export default function CgreportListPage() {
  const { message } = App.useApp();
  const can = useHasPermission();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState({ no: 1, size: 10 });
  const [rows, setRows] = useState<ReportHead[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [preview, setPreview] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const env = await getAction<Page<ReportHead>>('/online/cgreport/head/list', { ...filters, pageNo: page.no, pageSize: page.size });
      if (!env.success) return void message.warning(env.message);
      setRows(env.result.records);
      setTotal(env.result.total);
    } finally {
      setLoading(false);
    }
  }, [filters, page, message]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (id: string) => {
    const env = await deleteAction('/online/cgreport/head/delete', { id });
    if (!env.success) return void message.warning(env.message);
    message.success(env.message);
    void load();
  };

  return (
    <div className="page" data-testid="cgreport-page">
      <Card variant="borderless" style={{ marginBottom: 16 }}>
        <Form form={form} layout="inline" style={{ rowGap: 8 }} onFinish={(v) => (setFilters(v), setPage((p) => ({ ...p, no: 1 })))}>
          <Form.Item name="name" label="报表名称">
            <Input allowClear placeholder="请输入报表名称" />
          </Form.Item>
          <Form.Item name="code" label="报表编码">
            <Input allowClear placeholder="请输入报表编码" />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button onClick={() => (form.resetFields(), setFilters({}), setPage((p) => ({ ...p, no: 1 })))}>重置</Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card variant="borderless">
        <Authorized code="online:cgreport:add">
          <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => setEditing(null)}>
            新增
          </Button>
        </Authorized>
        <Table<ReportHead>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '报表名称', dataIndex: 'name', width: 180 },
            { title: '报表编码', dataIndex: 'code', width: 160 },
            { title: '描述', dataIndex: 'content', width: 260, ellipsis: true },
            { title: '创建时间', dataIndex: 'createTime', width: 180, render: (v: string) => (v ? new Date(v).toLocaleString('zh-CN', { hour12: false }) : '') },
            {
              title: '操作',
              key: 'action',
              fixed: 'right',
              width: 200,
              render: (_v, r) => (
                <Space size={4}>
                  {can('online:cgreport:edit') && (
                    <Button type="link" size="small" onClick={() => setEditing(r.id)}>
                      编辑
                    </Button>
                  )}
                  <Button type="link" size="small" onClick={() => setPreview(r.code)}>
                    预览
                  </Button>
                  {can('online:cgreport:delete') && (
                    <Popconfirm title="确定删除吗?" onConfirm={() => remove(r.id)}>
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
          pagination={{ current: page.no, pageSize: page.size, total, showSizeChanger: true, showTotal: (t) => `共 ${t} 条`, onChange: (no, size) => setPage({ no, size }) }}
        />
      </Card>
      <CgreportFormModal id={editing} onClose={(saved) => (setEditing(undefined), saved && load())} />
      <ReportPopupModal open={!!preview} code={preview ?? ''} multi onCancel={() => setPreview(null)} onOk={(picked) => (message.info(`已选择 ${picked.length} 项`), setPreview(null))} />
    </div>
  );
}
