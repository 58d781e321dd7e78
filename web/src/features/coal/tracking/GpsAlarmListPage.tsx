import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { GPS_TRACK_PERM, type GpsAlarmKind, type GpsAlarmRecord } from '@meiyun/shared';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { useDevice } from '../../../lib/device/useDevice';
import { AlarmKindTag } from './AlarmKindTag';
import { trackLinkOf } from './playback';
import { trackingApi, type AlarmQuery } from './trackingApi';
import './tracking.css';

const WIRE = 'YYYY-MM-DD HH:mm:ss';

interface Filters {
  plateNo?: string;
  fenceId?: string;
  kind?: GpsAlarmKind;
  begin?: string;
  end?: string;
}

/**
 * 调度管理 > 围栏报警 (menu component coal/tracking/GpsAlarmList, README.md here): the fence alarms,
 * latest first, filtered by plate, fence, kind and time; a row opens 车辆轨迹 on its car's day at its moment. The
 * bell's alarm messages open it as `?plateNo=…`.
 */
export default function GpsAlarmListPage() {
  const { small } = useDevice();
  const has = useHasPermission();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<Filters>(() => ({ plateNo: params.get('plateNo') ?? undefined }));
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });

  // The bell opens the (maybe open) list on a car.
  useEffect(() => {
    const plateNo = params.get('plateNo') ?? undefined;
    if (!plateNo) return;
    setDraft((d) => ({ ...d, plateNo }));
    setFilters((f) => ({ ...f, plateNo }));
    setPage((p) => ({ ...p, pageNo: 1 }));
  }, [params]);

  const q: AlarmQuery = { ...filters, ...page };
  const list = useQuery({ queryKey: ['gpsAlarm', q], queryFn: () => trackingApi.alarms(q), placeholderData: (prev) => prev });
  const fences = useQuery({ queryKey: ['gpsTrack', 'fences'], enabled: has('coal:fence:list'), staleTime: 60_000, queryFn: trackingApi.fences });
  const mayTrack = has(GPS_TRACK_PERM);

  const columns = useMemo<ColumnsType<GpsAlarmRecord>>(() => {
    const time = { title: '报警时间', dataIndex: 'time', width: small ? 150 : 170 };
    const kind = { title: '类型', dataIndex: 'kind', width: 70, render: (k: GpsAlarmKind) => <AlarmKindTag kind={k} /> };
    const rest: ColumnsType<GpsAlarmRecord> = [
      { title: '车牌号', dataIndex: 'plateNo', width: 110 },
      { title: '围栏', dataIndex: 'fenceName', width: 200, ellipsis: true },
      { title: '位置(经度, 纬度)', key: 'place', width: 190, render: (_, r) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{`${r.lng.toFixed(6)}, ${r.lat.toFixed(6)}`}</span> },
      ...(mayTrack
        ? [{ title: '操作', key: 'op', width: 90, render: (_: unknown, r: GpsAlarmRecord) => <Typography.Link onClick={(e) => (e.stopPropagation(), navigate(trackLinkOf(r)))}>查看轨迹</Typography.Link> }]
        : []),
    ];
    // On a phone 进入/离开 comes right after the time, where it is seen without scrolling.
    return small ? [time, kind, ...rest] : [time, rest[0], rest[1], kind, ...rest.slice(2)];
  }, [mayTrack, navigate, small]);

  const set = (patch: Filters) => setDraft((d) => ({ ...d, ...patch }));
  const search = () => {
    setFilters({ ...draft, plateNo: draft.plateNo?.replace(/[\s.]/g, '').toUpperCase() || undefined });
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  const reset = () => {
    setDraft({});
    setFilters({});
    setPage((p) => ({ ...p, pageNo: 1 }));
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="alarm-page">
      <Card size="small">
        <Space wrap>
          <Input placeholder="车牌号" allowClear value={draft.plateNo} onChange={(e) => set({ plateNo: e.target.value || undefined })} onPressEnter={search} style={{ width: 140 }} data-testid="alarm-plate" />
          <Select
            placeholder="围栏"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={draft.fenceId}
            onChange={(v) => set({ fenceId: v })}
            options={(fences.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            style={{ width: 200 }}
            data-testid="alarm-fence"
          />
          <Select
            placeholder="类型"
            allowClear
            value={draft.kind}
            onChange={(v) => set({ kind: v })}
            options={[
              { value: 'enter', label: '进入围栏' },
              { value: 'leave', label: '离开围栏' },
            ]}
            style={{ width: 110 }}
            data-testid="alarm-kind"
          />
          <DatePicker.RangePicker
            showTime
            format={WIRE}
            value={draft.begin && draft.end ? [dayjs(draft.begin), dayjs(draft.end)] : null}
            onChange={(v) => set({ begin: v?.[0]?.format(WIRE), end: v?.[1]?.format(WIRE) })}
            style={small ? { width: '100%' } : undefined}
            data-testid="alarm-range"
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={search} data-testid="alarm-search">
            查询
          </Button>
          <Button icon={<ReloadOutlined />} onClick={reset}>
            重置
          </Button>
        </Space>
      </Card>
      <Card size="small">
        <Table<GpsAlarmRecord>
          size="small"
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: list.isError ? (list.error as Error).message : '暂无围栏报警' }}
          onRow={(r) => (mayTrack ? { onClick: () => navigate(trackLinkOf(r)), style: { cursor: 'pointer' } } : {})}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: !small,
            showTotal: (n) => `共 ${n} 条`,
            size: small ? 'small' : undefined,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
          data-testid="alarm-table"
        />
      </Card>
    </Space>
  );
}
