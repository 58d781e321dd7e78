import { CarOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Empty, Input, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cleanTrack, GPS_ALARM_PERM, simplifyTrack, trackStats } from '@meiyun/shared';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { TablePickerModal } from '../../../components/pickers/TablePickerModal';
import { PlaybackBar } from './PlaybackBar';
import { offsetOf, positionAt, rangeProblem, timeAtOffset, timeline, toTrackPoints, defaultRange, fenceShapeOf } from './playback';
import { TrackMap, type MapFence } from './TrackMap';
import { TrackPanel } from './TrackPanel';
import { trackingApi } from './trackingApi';
import { usePlayback } from './usePlayback';
import './tracking.css';

const WIRE = 'YYYY-MM-DD HH:mm:ss';
const FENCE_LIST_PERM = 'coal:fence:list';

interface Query {
  plateNo: string;
  begin: string;
  end: string;
}

/** Quick picks of the range: a whole day or the last days up to now. */
const presets = () => [
  { label: '今天', value: [dayjs().startOf('day'), dayjs()] as [Dayjs, Dayjs] },
  { label: '昨天', value: [dayjs().subtract(1, 'day').startOf('day'), dayjs().subtract(1, 'day').endOf('day')] as [Dayjs, Dayjs] },
  { label: '近3天', value: [dayjs().subtract(2, 'day').startOf('day'), dayjs()] as [Dayjs, Dayjs] },
  { label: '近7天', value: [dayjs().subtract(7, 'day'), dayjs()] as [Dayjs, Dayjs] },
];

/**
 * 调度管理 > 车辆轨迹 (menu component coal/tracking/GpsTrack, README.md here): a car's points of a day or
 * a range drawn on the map with the tenant's fences, start, end and stops, played back at ×1/×10/×60 with a slider
 * over the time; beside it (below on a phone) the distance, moving time, stops and the range's fence alarms. The URL
 * `?plateNo=&begin=&end=&at=` opens a track at a moment (a row of 围栏报警 does).
 */
export default function GpsTrackPage() {
  const { message } = App.useApp();
  const has = useHasPermission();
  const [params] = useSearchParams();
  const [plate, setPlate] = useState(params.get('plateNo') ?? '');
  const [range, setRange] = useState(() => {
    const d = defaultRange();
    return { begin: params.get('begin') ?? d.begin, end: params.get('end') ?? d.end };
  });
  const [query, setQuery] = useState<Query | null>(null);
  const [at, setAt] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [focus, setFocus] = useState<{ lat: number; lng: number; seq: number } | null>(null);

  // A link (an alarm's row, the bell) opens the page, or the open page, on a car and a range: query it at once.
  useEffect(() => {
    const plateNo = params.get('plateNo');
    const begin = params.get('begin');
    const end = params.get('end');
    if (!plateNo || !begin || !end) return;
    setPlate(plateNo);
    setRange({ begin, end });
    setQuery({ plateNo, begin, end });
    setAt(params.get('at'));
  }, [params]);

  const fencesQ = useQuery({ queryKey: ['gpsTrack', 'fences'], enabled: has(FENCE_LIST_PERM), staleTime: 60_000, queryFn: trackingApi.fences });
  const trackQ = useQuery({ queryKey: ['gpsTrack', 'points', query], enabled: !!query, queryFn: () => trackingApi.track(query!.plateNo, query!.begin, query!.end) });
  const alarmsQ = useQuery({
    queryKey: ['gpsTrack', 'alarms', query],
    enabled: !!query && has(GPS_ALARM_PERM),
    queryFn: () => trackingApi.alarms({ plateNo: query!.plateNo, begin: query!.begin, end: query!.end, pageNo: 1, pageSize: 1000 }),
  });

  const fences = useMemo<MapFence[]>(
    () => (fencesQ.data ?? []).flatMap((r) => {
      const shape = r.enabled === false ? undefined : fenceShapeOf(r);
      return shape ? [{ id: r.id, name: r.name, shape }] : [];
    }),
    [fencesQ.data],
  );
  // The play-back runs over the believed fixes (a wild fix would teleport the car); the line is thinned to draw fast.
  const track = useMemo(() => {
    const points = toTrackPoints(trackQ.data ?? []);
    const believed = cleanTrack(points);
    const seconds = timeline(believed);
    return {
      believed,
      seconds,
      end: seconds.length ? seconds[seconds.length - 1] : 0,
      line: simplifyTrack(points, { toleranceM: 5 }).map((p) => [p.lat, p.lng] as [number, number]),
      stats: trackStats(points, { fences }),
    };
  }, [trackQ.data, fences]);
  const play = usePlayback(track.end);

  // Opened at a moment (an alarm): the clock starts there once the track is in.
  useEffect(() => {
    if (at && track.believed.length) {
      play.setT(offsetOf(at, track.believed[0].time, track.end));
      setAt(null);
    }
  }, [at, track, play]);

  const car = track.believed.length ? positionAt(track.believed, track.seconds, play.t) : null;
  const now = track.believed.length ? timeAtOffset(track.believed[0].time, play.t) : null;

  function search() {
    const plateNo = plate.replace(/[\s.]/g, '').toUpperCase();
    if (!plateNo) {
      message.warning('请输入或选择车牌号');
      return;
    }
    const problem = rangeProblem(range.begin, range.end);
    if (problem) {
      message.warning(problem);
      return;
    }
    setPlate(plateNo);
    setQuery({ plateNo, ...range });
    // The same query again reads the points again: a car on the road has new ones.
    if (query && query.plateNo === plateNo && query.begin === range.begin && query.end === range.end) void trackQ.refetch();
  }

  /** Moves the clock to a moment of the track and the map to a place (a stop, an alarm). */
  function goTo(time: string, place: { lat: number; lng: number }) {
    play.setPlaying(false);
    if (track.believed.length) play.setT(offsetOf(time, track.believed[0].time, track.end));
    setFocus((f) => ({ ...place, seq: (f?.seq ?? 0) + 1 }));
  }

  const empty = !!query && trackQ.isSuccess && track.believed.length === 0;

  return (
    <div className="track-page" data-testid="track-page">
      <Card size="small">
        <Space wrap>
          <Space.Compact>
            <Input
              value={plate}
              onChange={(e) => setPlate(e.target.value)}
              onPressEnter={search}
              placeholder="车牌号"
              allowClear
              style={{ width: 150 }}
              data-testid="track-plate"
            />
            <Button icon={<CarOutlined />} onClick={() => setPicking(true)} data-testid="track-pick-car">
              选车
            </Button>
          </Space.Compact>
          <DatePicker.RangePicker
            showTime
            allowClear={false}
            format={WIRE}
            value={[dayjs(range.begin), dayjs(range.end)]}
            presets={presets()}
            onChange={(v) => v?.[0] && v[1] && setRange({ begin: v[0].format(WIRE), end: v[1].format(WIRE) })}
            data-testid="track-range"
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={search} loading={trackQ.isFetching} data-testid="track-search">
            查询
          </Button>
        </Space>
      </Card>
      <div className="track-body">
        <div className="track-main">
          <div className="track-map-box">
            <TrackMap fences={fences} line={track.line} stops={track.stats.stops} car={car} focus={focus} />
            {(empty || !query || trackQ.isError || trackQ.isLoading) && (
              <div className="track-map-overlay" data-testid="track-empty">
                {trackQ.isLoading ? (
                  <Spin />
                ) : (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={trackQ.isError ? (trackQ.error as Error).message : empty ? `${query!.plateNo} 在该时间段内没有定位数据` : '输入车牌号，选择时间段后查询轨迹'}
                  />
                )}
              </div>
            )}
          </div>
          <PlaybackBar
            disabled={track.believed.length < 2}
            playing={play.playing}
            onToggle={play.toggle}
            rate={play.rate}
            onRate={play.setRate}
            t={play.t}
            end={track.end}
            onSeek={(v) => play.setT(v)}
            time={now}
            speed={car?.speed ?? null}
            firstTime={track.believed[0]?.time ?? null}
          />
        </div>
        <TrackPanel
          plateNo={query?.plateNo ?? null}
          loading={trackQ.isFetching}
          stats={track.believed.length ? track.stats : null}
          fences={fences}
          alarms={alarmsQ.data?.records ?? null}
          alarmsAllowed={has(GPS_ALARM_PERM)}
          onStop={(s) => goTo(s.begin, s)}
          onAlarm={(a) => goTo(a.time, a)}
        />
      </div>
      <TablePickerModal
        open={picking}
        title="选择车辆"
        url="/coal/car/list"
        multi={false}
        labelField="plateNo"
        initial={[]}
        searchFields={[{ field: 'plateNo', label: '车牌号' }]}
        columns={[
          { dataIndex: 'plateNo', title: '车牌号', width: 120 },
          { dataIndex: 'driverId_dictText', title: '默认司机', width: 100 },
          { dataIndex: 'carrierId_dictText', title: '承运单位', width: 200 },
        ]}
        onCancel={() => setPicking(false)}
        onOk={(rows) => {
          setPicking(false);
          if (rows[0]) setPlate(String(rows[0].plateNo ?? ''));
        }}
        testId="track-car-picker"
      />
    </div>
  );
}
