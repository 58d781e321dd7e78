import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Card, Col, Descriptions, Row, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { fetchMyLoginLog, fetchProfile, type LoginLogRow } from '../shared/accountApi';
import { describeUserAgent } from '../shared/describeUserAgent';
import { fileUrlOf } from '../../../components/upload/uploadState';
import { useSession } from '../../../lib/session/sessionStore';

const columns = [
  { title: '登录时间', dataIndex: 'createTime', key: 'createTime', width: 180 },
  { title: 'IP', dataIndex: 'ip', key: 'ip', width: 150 },
  { title: '设备', dataIndex: 'userAgent', key: 'userAgent', width: 180, render: (ua: string) => describeUserAgent(ua) },
  { title: '内容', dataIndex: 'logContent', key: 'logContent', ellipsis: true },
];

export default function AccountCenterPage() {
  const profile = useQuery({ queryKey: ['account', 'profile'], queryFn: fetchProfile });
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const log = useQuery({ queryKey: ['account', 'loginLog', page], queryFn: () => fetchMyLoginLog(page.pageNo, page.pageSize), placeholderData: (prev) => prev });
  const u = profile.data?.userInfo;
  const token = useSession((s) => s.token);

  return (
    <div className="page account-center" data-testid="account-center-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card variant="borderless" data-testid="profile-card">
            {profile.error ? (
              <Alert type="error" showIcon title={errorText(profile.error)} />
            ) : (
              <Skeleton loading={profile.isLoading} active avatar>
                <div className="profile-head">
                  <Avatar size={72} className="profile-avatar" src={u?.avatar ? fileUrlOf(u.avatar, token) : undefined} data-testid="profile-avatar">
                    {(u?.realname || u?.username || '?').slice(0, 1).toUpperCase()}
                  </Avatar>
                  <h2>{u?.realname || u?.username}</h2>
                  <span className="profile-username">{u?.username}</span>
                </div>
                <Descriptions column={1} size="small" className="profile-details">
                  <Descriptions.Item label="部门">
                    {profile.data?.departs?.length ? profile.data.departs.map((d) => d.departName).join('、') : '未设置'}
                  </Descriptions.Item>
                  <Descriptions.Item label="角色">
                    {profile.data?.roles?.length ? profile.data.roles.map((r) => <Tag key={r}>{r}</Tag>) : '未分配'}
                  </Descriptions.Item>
                  <Descriptions.Item label="手机">{u?.phone || '—'}</Descriptions.Item>
                  <Descriptions.Item label="邮箱">{u?.email || '—'}</Descriptions.Item>
                </Descriptions>
              </Skeleton>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card variant="borderless" title="最近登录记录" data-testid="login-log-card">
            {log.error && <Alert type="error" showIcon title={errorText(log.error)} className="page-alert" />}
            <Table<LoginLogRow>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={log.data?.records ?? []}
              loading={log.isFetching}
              scroll={{ x: 640 }}
              pagination={{
                current: page.pageNo,
                pageSize: page.pageSize,
                total: log.data?.total ?? 0,
                showSizeChanger: true,
                showQuickJumper: true,
                pageSizeOptions: [...PAGE_SIZE_OPTIONS],
                showTotal: (total, range) => `${range[0]}-${range[1]} 共 ${total} 条`,
                onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
              }}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
