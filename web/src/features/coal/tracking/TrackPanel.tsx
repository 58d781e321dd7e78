import { Card, Empty, List, Statistic, Typography } from 'antd';
import type { GpsAlarmRecord, TrackStats, TrackStop } from '@meiyun/shared';
import { AlarmKindTag } from './AlarmKindTag';
import { durationText } from './playback';
import type { MapFence } from './TrackMap';

interface Props {
  plateNo: string | null;
  /** The track is being read: not yet "no points". */
  loading: boolean;
  stats: TrackStats | null;
  fences: MapFence[];
  alarms: GpsAlarmRecord[] | null;
  alarmsAllowed: boolean;
  onStop(stop: TrackStop): void;
  onAlarm(alarm: GpsAlarmRecord): void;
}

/** The side panel of 车辆轨迹: the trip's figures, its stops (click: go there) and the range's fence alarms. */
export function TrackPanel({ plateNo, loading, stats, fences, alarms, alarmsAllowed, onStop, onAlarm }: Props) {
  const fenceName = new Map(fences.map((f) => [f.id, f.name]));
  return (
    <div className="track-panel" data-testid="track-panel">
      <Card size="small" title={plateNo ? `${plateNo} 行程概况` : '行程概况'}>
        {stats ? (
          <div className="track-figures">
            {/* Rounded, not cut: antd's precision truncates 5.99 to 5.9. */}
            <Statistic title="里程(km)" value={stats.distanceKm.toFixed(1)} data-testid="track-distance" />
            <Statistic title="行驶时长" value={durationText(stats.movingSeconds)} data-testid="track-moving" />
            <Statistic title="停留次数" value={stats.stops.length} />
            <Statistic title="定位点" value={stats.points} />
            <Typography.Text type="secondary" className="track-span">
              {stats.begin} 至 {stats.end}
            </Typography.Text>
          </div>
        ) : (
          <Typography.Text type="secondary">{loading ? '正在查询…' : plateNo ? '该时间段内没有定位数据' : '查询后显示里程、行驶时长和停留点'}</Typography.Text>
        )}
      </Card>
      <Card size="small" title="停留点" className="track-list-card">
        <List
          size="small"
          dataSource={stats?.stops ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={stats ? '无停留（5分钟以上）' : '暂无'} /> }}
          data-testid="track-stops"
          renderItem={(s, i) => (
            <List.Item className="track-clickable" onClick={() => onStop(s)}>
              <span className="track-stop-no">{i + 1}</span>
              <div className="track-item-main">
                <div>
                  {s.begin.slice(5, 16)} – {s.end.slice(11, 16)} <strong>{durationText(s.minutes * 60)}</strong>
                </div>
                <Typography.Text type="secondary" className="track-item-sub">
                  {s.fenceIds.length ? s.fenceIds.map((id) => fenceName.get(id) ?? id).join('、') : `${s.lng.toFixed(5)}, ${s.lat.toFixed(5)}`}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      </Card>
      {alarmsAllowed && (
        <Card size="small" title="围栏报警" className="track-list-card">
          <List
            size="small"
            dataSource={alarms ? [...alarms].sort((a, b) => a.time.localeCompare(b.time)) : []}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={alarms ? '该时间段无围栏报警' : '暂无'} /> }}
            data-testid="track-alarms"
            renderItem={(a) => (
              <List.Item className="track-clickable" onClick={() => onAlarm(a)}>
                <AlarmKindTag kind={a.kind} />
                <div className="track-item-main">
                  <div>{a.fenceName}</div>
                  <Typography.Text type="secondary" className="track-item-sub">
                    {a.time}
                  </Typography.Text>
                </div>
              </List.Item>
            )}
          />
        </Card>
      )}
    </div>
  );
}
