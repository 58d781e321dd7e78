import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, List, Popconfirm, Table, Tag } from 'antd';
import { layoutUi } from '../../../lib/layout/layoutUiStore';
import { errorText } from '../../../lib/http';
import { endMySession, fetchMySessions, type MySession } from '../shared/accountApi';
import { describeUserAgent } from '../shared/describeUserAgent';

export function SecuritySettings() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ['account', 'sessions'], queryFn: fetchMySessions });

  async function end(id: string) {
    const env = await endMySession(id);
    if (env.success) message.success(env.message || '已下线');
    else message.warning(env.message);
    await queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
  }

  const columns = [
    {
      title: '设备',
      dataIndex: 'userAgent',
      key: 'device',
      width: 200,
      render: (ua: string, row: MySession) => (
        <span title={ua}>
          {describeUserAgent(ua)} {row.current && <Tag color="green">当前设备</Tag>}
        </span>
      ),
    },
    { title: 'IP', dataIndex: 'ip', key: 'ip', width: 140 },
    { title: '登录时间', dataIndex: 'createTime', key: 'createTime', width: 170 },
    { title: '最近活动', dataIndex: 'lastSeenTime', key: 'lastSeenTime', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_: unknown, row: MySession) =>
        row.current ? null : (
          <Popconfirm title="确定让该设备下线吗?" okText="确定" cancelText="取消" onConfirm={() => end(row.id)}>
            <Button type="link" size="small" danger data-testid={`session-logout-${row.id}`}>
              下线
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <div className="security-settings" data-testid="security-settings">
      <List
        itemLayout="horizontal"
        dataSource={[0]}
        renderItem={() => (
          <List.Item
            actions={[
              <Button key="edit" type="link" onClick={() => layoutUi.set({ changePasswordOpen: true })} data-testid="open-change-password">
                修改
              </Button>,
            ]}
          >
            <List.Item.Meta title="账户密码" description="定期修改密码可以提高账户安全性" />
          </List.Item>
        )}
      />
      <h4 className="section-title">登录设备</h4>
      {sessions.error && <Alert type="error" showIcon title={errorText(sessions.error)} className="page-alert" />}
      <Table<MySession>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={sessions.data ?? []}
        loading={sessions.isLoading}
        pagination={false}
        scroll={{ x: 760 }}
        data-testid="sessions-table"
      />
    </div>
  );
}
