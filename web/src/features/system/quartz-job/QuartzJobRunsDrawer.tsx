import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Grid, Table, Tag, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { QuartzJob, QuartzJobRun } from '@meiyun/shared';
import { useEffect, useState } from 'react';
import { errorText } from '../../../lib/http';
import { fetchRuns } from './quartzJobApi';
import { OutcomeTag, formatDuration } from './outcome';

const columns: TableColumnsType<QuartzJobRun> = [
  { title: '触发方式', dataIndex: 'trigger', key: 'trigger', width: 90, render: (t: string) => (t === 'manual' ? <Tag>手动</Tag> : <Tag color="blue">定时</Tag>) },
  { title: '计划时间', dataIndex: 'scheduledTime', key: 'scheduledTime', width: 170 },
  { title: '开始时间', dataIndex: 'startTime', key: 'startTime', width: 170 },
  { title: '耗时', dataIndex: 'durationMs', key: 'durationMs', width: 90, align: 'right', render: (ms: number | null) => formatDuration(ms) },
  { title: '结果', dataIndex: 'outcome', key: 'outcome', width: 90, render: (o: QuartzJobRun['outcome']) => <OutcomeTag outcome={o} /> },
  { title: '信息', dataIndex: 'message', key: 'message', ellipsis: true },
  { title: '实例', dataIndex: 'instanceId', key: 'instanceId', width: 140, ellipsis: true },
];

/** The run history of one job: outcome and duration of every firing, newest first. */
export function QuartzJobRunsDrawer({ job, onClose }: { job: QuartzJob | null; onClose(): void }) {
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  useEffect(() => setPage({ pageNo: 1, pageSize: 10 }), [job?.id]);
  const runs = useQuery({
    queryKey: ['quartzJob', 'runs', job?.id, page],
    queryFn: () => fetchRuns(job!.id, page.pageNo, page.pageSize),
    enabled: job !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
  return (
    <Drawer
      open={job !== null}
      onClose={onClose}
      title={job ? `执行记录 - ${job.jobName}` : '执行记录'}
      size={screens.md ? 960 : '100%'}
      destroyOnHidden
      extra={<Button icon={<ReloadOutlined />} onClick={() => void runs.refetch()} aria-label="刷新" />}
      data-testid="quartz-job-runs"
    >
      {runs.error && <Alert type="error" showIcon title={errorText(runs.error)} className="page-alert" />}
      <Table<QuartzJobRun>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={runs.data?.records ?? []}
        loading={runs.isFetching && !runs.data}
        scroll={{ x: 900 }}
        locale={{ emptyText: '暂无执行记录' }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: runs.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }}
      />
    </Drawer>
  );
}
