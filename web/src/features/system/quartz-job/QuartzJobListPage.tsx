import { PlusOutlined } from '@ant-design/icons';
import type { Envelope, QuartzJob } from '@meiyun/shared';
import { DEFAULT_PAGE_SIZE } from '@meiyun/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Card, Divider, Grid, Popconfirm, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSession } from '../../../lib/session/sessionStore';
import { hasPermission } from '../../../lib/auth/permission';
import { errorText } from '../../../lib/http';
import { KeywordStatusQuery } from '../../../components/entity/query/KeywordStatusQuery';
import { listPagination } from '../../../components/entity/list/pagination';
import { OutcomeTag, formatDuration } from './outcome';
import { deleteJob, executeJob, fetchJobs, JobStatus, pauseJob, PERM, resumeJob, type QuartzJobQuery } from './quartzJobApi';
import { QuartzJobFormModal } from './QuartzJobFormModal';
import { QuartzJobRunsDrawer } from './QuartzJobRunsDrawer';

function useCan() {
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  return (code: string) => hasPermission(code, auth, allAuth);
}

/** 定时任务: jobs of the registered handlers, started, paused or run once, with the history of their runs. */
export default function QuartzJobListPage() {
  const { message } = App.useApp();
  const can = useCan();
  // Fixed columns only where there is room; on a phone they would cover the scrolling middle.
  const wide = Grid.useBreakpoint().md ?? true;
  const [query, setQuery] = useState<QuartzJobQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, jobName: '', status: '' });
  const [editing, setEditing] = useState<QuartzJob | 'new' | null>(null);
  const [history, setHistory] = useState<QuartzJob | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const list = useQuery({ queryKey: ['quartzJob', 'list', query], queryFn: () => fetchJobs(query), placeholderData: keepPreviousData, refetchInterval: 10_000 });

  async function act(key: string, call: () => Promise<Envelope<unknown>>) {
    setBusy(key);
    try {
      const env = await call();
      if (env.success) message.success(env.message);
      else message.error(env.message);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(null);
      void list.refetch();
    }
  }

  const columns: TableColumnsType<QuartzJob> = [
    {
      title: '任务名称',
      dataIndex: 'jobName',
      key: 'jobName',
      width: 150,
      ellipsis: { showTitle: false },
      fixed: wide ? 'left' : undefined,
      render: (name: string, r) => <Tooltip title={r.description || name}>{name}</Tooltip>,
    },
    {
      title: '任务处理器 / 参数',
      dataIndex: 'handlerName',
      key: 'handlerName',
      width: 200,
      render: (name: string | null, r) => (
        <div className="job-handler-cell">
          {name ? <Tooltip title={r.handlerKey}>{name}</Tooltip> : <Typography.Text type="danger">处理器不存在（{r.handlerKey}）</Typography.Text>}
          {r.parameter && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: r.parameter }} className="job-param">
              {r.parameter}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: 'cron表达式', dataIndex: 'cronExpression', key: 'cronExpression', width: 140, render: (c: string) => <code className="cron-code">{c}</code> },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 90,
      render: (s: number) => (s === JobStatus.running ? <Badge status="processing" text="运行中" /> : <Badge status="default" text="已停止" />),
    },
    { title: '下次执行', dataIndex: 'nextFireTime', key: 'nextFireTime', width: 165, render: (t: string | null) => t ?? '—' },
    {
      title: '上次执行',
      key: 'lastRun',
      render: (_, r) =>
        r.lastRun ? (
          <Tooltip title={`耗时 ${formatDuration(r.lastRun.durationMs)}`}>
            <Space size={4}>
              <OutcomeTag outcome={r.lastRun.outcome} />
              <span>{r.lastRun.startTime}</span>
            </Space>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'action',
      width: 300,
      fixed: wide ? 'right' : undefined,
      render: (_, r) => {
        const running = r.status === JobStatus.running;
        return (
          <Space size={0} split={<Divider orientation="vertical" />} className="row-actions">
            {can(PERM.edit) && (
              <Button type="link" size="small" onClick={() => setEditing(r)}>
                编辑
              </Button>
            )}
            {running
              ? can(PERM.pause) && (
                  <Button type="link" size="small" loading={busy === `pause:${r.id}`} onClick={() => void act(`pause:${r.id}`, () => pauseJob(r.id))}>
                    暂停
                  </Button>
                )
              : can(PERM.resume) && (
                  <Button type="link" size="small" loading={busy === `resume:${r.id}`} onClick={() => void act(`resume:${r.id}`, () => resumeJob(r.id))}>
                    启动
                  </Button>
                )}
            {can(PERM.execute) && (
              <Popconfirm title={`立即执行一次“${r.jobName}”？`} onConfirm={() => act(`exec:${r.id}`, () => executeJob(r.id))}>
                <Button type="link" size="small" loading={busy === `exec:${r.id}`}>
                  执行一次
                </Button>
              </Popconfirm>
            )}
            <Button type="link" size="small" onClick={() => setHistory(r)}>
              记录
            </Button>
            {can(PERM.delete) && (
              <Popconfirm
                title={running ? '任务运行中，请先暂停再删除' : `确定删除“${r.jobName}”及其执行记录吗？`}
                okButtonProps={{ disabled: running, danger: true }}
                onConfirm={() => act(`del:${r.id}`, () => deleteJob(r.id))}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="page" data-testid="quartz-job-page">
      <Card variant="borderless">
        <KeywordStatusQuery
          name="quartzJobQuery"
          keywordLabel="任务名称"
          keywordMaxLength={50}
          statusLabel="状态"
          statuses={[
            { value: '0', label: '运行中' },
            { value: '-1', label: '已停止' },
          ]}
          onSearch={(v) => setQuery((q) => ({ ...q, pageNo: 1, jobName: v.keyword, status: v.status }))}
        />
        {can(PERM.add) && (
          <div className="table-toolbar">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              新增
            </Button>
          </div>
        )}
        {list.error && <Alert type="error" showIcon title={errorText(list.error)} className="page-alert" />}
        <Table<QuartzJob>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching && !list.data}
          scroll={{ x: 1280 }}
          locale={{ emptyText: '暂无定时任务' }}
          pagination={listPagination(query, list.data?.total ?? 0, (paging) => setQuery((q) => ({ ...q, ...paging })))}
        />
      </Card>
      <QuartzJobFormModal
        job={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.refetch();
        }}
      />
      <QuartzJobRunsDrawer job={history} onClose={() => setHistory(null)} />
    </div>
  );
}
