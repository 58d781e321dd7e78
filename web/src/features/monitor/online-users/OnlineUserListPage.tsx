import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Popconfirm, Row, Space, Table } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { OnlineSession, Page } from '@meiyun/shared';
import { getAction, postAction } from '../../../lib/http';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { report } from '../../system/shared/systemApi';

export const OnlinePerms = { forceLogout: 'system:online:forceLogout' } as const;

/** 系统监控 > 在线用户 (menu component monitor/online/OnlineUserList): live sessions, searchable, with 强制退出. */
export default function OnlineUserListPage() {
  const { message } = App.useApp();
  const can = useHasPermission();
  const [form] = Form.useForm<{ username?: string }>();
  const [username, setUsername] = useState<string>();
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);

  const list = useQuery({
    queryKey: ['online-users', username, pageNo, pageSize],
    queryFn: () => getAction<Page<OnlineSession>>('/sys/online/list', { username, pageNo, pageSize }),
  });
  const env = list.data;

  async function forceLogout(s: OnlineSession) {
    if (report(await postAction('/sys/online/forceLogout', { sessionId: s.id }), message)) void list.refetch();
  }

  return (
    <Card variant="borderless">
      <Form form={form} onFinish={(v) => { setPageNo(1); setUsername(v.username?.trim() || undefined); }} style={{ marginBottom: 8 }}>
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={8} xl={6}>
            <Form.Item name="username" label="用户账号">
              <Input placeholder="请输入用户账号" allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8} xl={6}>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>查询</Button>
              <Button icon={<ReloadOutlined />} onClick={() => { form.resetFields(); setPageNo(1); setUsername(undefined); }}>重置</Button>
            </Space>
          </Col>
        </Row>
      </Form>
      {env && !env.success && env.message && <div style={{ color: '#cf1322', marginBottom: 8 }}>{env.message}</div>}
      <Table<OnlineSession>
        rowKey="id"
        loading={list.isFetching}
        dataSource={env?.result?.records ?? []}
        scroll={{ x: 900 }}
        pagination={{
          current: pageNo,
          pageSize,
          total: env?.result?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30],
          showTotal: (t, r) => `${r[0]}-${r[1]} 共 ${t} 条`,
          onChange: (p, s) => { setPageNo(p); setPageSize(s); },
        }}
        columns={[
          { title: '用户账号', dataIndex: 'username', width: 130 },
          { title: '用户姓名', dataIndex: 'realname', width: 120 },
          { title: '登录地址', dataIndex: 'ip', width: 140 },
          { title: '浏览器', dataIndex: 'browser', width: 180, ellipsis: true },
          { title: '登录时间', dataIndex: 'loginTime', width: 170 },
          { title: '最后访问时间', dataIndex: 'lastSeenTime', width: 170 },
          {
            title: '操作',
            key: 'action',
            width: 100,
            fixed: 'right',
            render: (_: unknown, s: OnlineSession) =>
              can(OnlinePerms.forceLogout) && (
                <Popconfirm title="强制退出" description={`确定强制退出用户「${s.username}」吗？`} okText="确定" cancelText="取消" onConfirm={() => forceLogout(s)}>
                  <Button type="link" size="small" danger data-testid={`force-logout-${s.username}`}>强制退出</Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
