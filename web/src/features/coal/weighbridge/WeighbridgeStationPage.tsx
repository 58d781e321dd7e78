import { weighingActionPerm, type StationTruck, type StationWeighing } from '@meiyun/shared';
import { Alert, App, Button, Card, InputNumber, Select, Space, Switch, Tag, type InputRef } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ComponentRef } from 'react';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { resultOf } from '../../../lib/http';
import { useDevice } from '../../../lib/device/useDevice';
import { useLiveList } from '../../../lib/live';
import { DayWeighings } from './DayWeighings';
import { DeductModal } from './DeductModal';
import { formatWeight, stabilityOf } from './stability';
import { stationApi } from './stationApi';
import { TruckFacts } from './TruckFacts';
import { NEXT_LABEL, TruckList } from './TruckList';
import { useRememberedScale } from './useRememberedScale';
import { useScaleLive } from './useScaleLive';
import { useStationKeys } from './useStationKeys';
import { WeightDisplay } from './WeightDisplay';
import './station.css';

const KEYS: [string, string][] = [
  ['F2 / 空格', '取数（称皮/称毛）'],
  ['↑ ↓', '选择车辆'],
  ['F3', '车牌筛选'],
  ['F4', '扣重'],
  ['F8', '手工录入'],
];

/**
 * 过磅管理 > 磅房作业 (menu component coal/weighbridge/WeighbridgeStation): the station screen of one scale, for the
 * clerk at it all day. The live weight and its stability light come from the scale's agent through the server; the
 * truck in front is picked by plate or arrow keys; F2 takes the weight the server holds stable (the server checks
 * it again), so nothing but a stable reading is ever captured. A typed weight needs 手工录入 and is marked on the
 * record.
 */
export default function WeighbridgeStationPage() {
  const { message } = App.useApp();
  const has = useHasPermission();
  const { small } = useDevice();
  const queryClient = useQueryClient();
  const root = useRef<HTMLDivElement>(null);
  const truckBox = useRef<HTMLDivElement>(null);
  const filterRef = useRef<InputRef>(null);
  const manualRef = useRef<ComponentRef<typeof InputNumber>>(null);

  const [scaleId, setScaleId] = useRememberedScale();
  const [filter, setFilter] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [manual, setManual] = useState(false);
  const [manualKg, setManualKg] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [deducting, setDeducting] = useState<StationWeighing | null>(null);
  const [last, setLast] = useState<{ text: string; abnormal: string | null } | null>(null);

  const scales = useQuery({ queryKey: ['weighbridge', 'scales'], queryFn: async () => resultOf(await stationApi.scales()) });
  const scale = scales.data?.find((s) => s.id === scaleId) ?? null;
  // A remembered scale deleted since, or of another tenant: forget it rather than show an empty screen.
  useEffect(() => {
    if (scales.data && scaleId && !scale) setScaleId(null);
  }, [scales.data, scaleId, scale, setScaleId]);

  const trucksKey = ['weighbridge', 'trucks', scaleId];
  const dayKey = ['weighbridge', 'day', scaleId];
  const trucks = useQuery({ queryKey: trucksKey, enabled: !!scale, refetchInterval: 15_000, queryFn: async () => resultOf(await stationApi.trucks(scaleId!)) });
  const day = useQuery({ queryKey: dayKey, enabled: !!scale, refetchInterval: 30_000, queryFn: async () => resultOf(await stationApi.weighings(scaleId!)) });
  useLiveList('coalQueueTicket', ['weighbridge', 'trucks']);
  useLiveList('coalWeighing', ['weighbridge']);

  const { state, connected } = useScaleLive(scale ? scaleId : null);
  const view = stabilityOf(state, connected);

  const shown = useMemo(() => {
    const q = filter.trim().toUpperCase();
    return (trucks.data ?? []).filter((t) => !q || t.plateNo.toUpperCase().includes(q));
  }, [trucks.data, filter]);
  const truck: StationTruck | null = shown.find((t) => t.id === selectedId) ?? shown[0] ?? null;
  useEffect(() => {
    if (truck && truck.id !== selectedId) setSelectedId(truck.id);
  }, [truck, selectedId]);

  const canManual = has(weighingActionPerm('manual'));
  const canDeduct = has(weighingActionPerm('deduct'));
  const side = truck?.next ?? null;
  const canSide = side ? has(weighingActionPerm(side)) : false;
  const weightToTake = manual ? manualKg : view.capturable ? (state?.weightKg ?? null) : null;
  // The truck's first weight still on the scale (the empty truck not yet gone to load): a second capture of it would
  // only be refused by the server (净重必须大于0), so the key waits for the truck to come back loaded.
  const firstKg = truck ? (truck.next === 'gross' ? truck.tareKg : truck.next === 'tare' ? truck.grossKg : null) : null;
  const sameAsFirst = !manual && firstKg !== null && weightToTake !== null && !!scale && Math.abs(weightToTake - firstKg) <= scale.divisionKg;
  const ready = !!scale && !!truck && canSide && !busy && weightToTake !== null && weightToTake > 0 && !sameAsFirst;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['weighbridge'] });

  const capture = async () => {
    if (!ready || !truck || !side || weightToTake === null || !scaleId) {
      if (!truck) message.warning('请先选择车辆');
      else if (!manual && !view.capturable) message.warning('地磅读数未稳定，不能取数');
      return;
    }
    // Two key presses in one tick both see `busy` false: the ref is what stops the second.
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const env = await stationApi
      .capture({ side, scaleId, weightKg: weightToTake, ...(truck.weighingId ? { id: truck.weighingId } : { queueId: truck.id }), ...(manual ? { manual: true } : {}) })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
    if (!env.success) return void message.error(env.message);
    const r = env.result;
    message.success(env.message);
    setLast({ text: `${r.plateNo} ${NEXT_LABEL[side]} ${formatWeight(weightToTake)} kg${r.netKg !== null ? `，净重 ${formatWeight(r.netKg)} kg` : ''}${manual ? '（手工录入）' : ''}`, abnormal: r.abnormal ? (r.abnormalReason ?? '异常') : null });
    setManualKg(null);
    setManual(false);
    refresh();
  };

  const move = (step: number) => {
    if (!shown.length) return;
    const at = Math.max(0, shown.findIndex((t) => t.id === truck?.id));
    setSelectedId(shown[(at + step + shown.length) % shown.length].id);
  };

  useStationKeys(root, truckBox, {
    F2: () => void capture(),
    ' ': () => void capture(),
    ArrowDown: () => move(1),
    ArrowUp: () => move(-1),
    F3: () => filterRef.current?.focus(),
    Escape: () => setFilter(''),
    F4: () => {
      const w = day.data?.find((x) => x.status === 'completed');
      if (canDeduct && w) setDeducting(w);
    },
    F8: () => {
      if (!canManual) return;
      setManual((m) => !m);
      setTimeout(() => manualRef.current?.focus(), 0);
    },
  });

  const scaleChooser = (
    <Select
      className="wb-top__scale"
      placeholder="请选择地磅"
      value={scale?.id}
      onChange={(id: string) => {
        setScaleId(id);
        setSelectedId(null);
      }}
      loading={scales.isLoading}
      options={(scales.data ?? []).map((s) => ({ value: s.id, label: `${s.code} ${s.name}${s.yardName ? `（${s.yardName}）` : ''}` }))}
      aria-label="地磅"
      data-testid="station-scale"
    />
  );

  return (
    <div ref={root} className={`wb-station${small ? ' wb-station--small' : ''}`} data-testid="weighbridge-station">
      <div className="wb-top">
        {scaleChooser}
        {scale && (connected ? <Tag color="success">已连接</Tag> : <Tag color="default">连接中…</Tag>)}
        {!small && (
          <Space size={4} wrap className="wb-keys" aria-label="快捷键">
            {KEYS.map(([k, label]) => (
              <span key={k}>
                <kbd>{k}</kbd> {label}
              </span>
            ))}
          </Space>
        )}
      </div>
      {!scale ? (
        <Alert type="info" showIcon message={scales.data?.length === 0 ? '本单位还没有地磅：请先在 基础数据 > 地磅 中添加' : '请选择本磅房的地磅（本浏览器会记住）'} />
      ) : (
        <>
          <div className="wb-main">
            <div className="wb-left">
              <WeightDisplay state={state} view={view} />
              <Card size="small" className="wb-capture">
                <TruckFacts truck={truck} />
                {manual && (
                  <Alert
                    className="wb-manual"
                    type="error"
                    showIcon
                    message="手工录入：重量由司磅员输入，磅单将标记为手工录入"
                    description={
                      <InputNumber
                        ref={manualRef}
                        min={1}
                        precision={0}
                        step={scale.divisionKg}
                        value={manualKg}
                        onChange={(v) => setManualKg(v)}
                        addonAfter="kg"
                        placeholder="输入重量"
                        aria-label="手工录入重量"
                        data-testid="station-manual-kg"
                      />
                    }
                  />
                )}
                <div className="wb-capture__actions">
                  <Button type="primary" size="large" className="wb-capture__go" disabled={!ready} loading={busy} onClick={() => void capture()} data-testid="station-capture">
                    {side ? NEXT_LABEL[side] : '取数'}
                    {weightToTake !== null && ready ? ` ${formatWeight(weightToTake)} kg` : ''} <kbd>F2</kbd>
                  </Button>
                  {canManual && (
                    <span className="wb-capture__manual">
                      <Switch checked={manual} onChange={setManual} size="small" aria-label="手工录入" /> 手工录入 <kbd>F8</kbd>
                    </span>
                  )}
                </div>
                {truck && !canSide && <Alert type="warning" showIcon message={`没有${NEXT_LABEL[truck.next]}的权限`} />}
                {truck && sameAsFirst && <Alert type="info" showIcon message="地磅上仍是本车上次的重量，请待车辆装卸后再次上磅" data-testid="station-same-weight" />}
                {last && (
                  <Alert
                    className="wb-last"
                    type={last.abnormal ? 'warning' : 'success'}
                    showIcon
                    message={`已称：${last.text}`}
                    description={last.abnormal ? `异常：${last.abnormal}` : undefined}
                    data-testid="station-last"
                  />
                )}
              </Card>
            </div>
            <div className="wb-right" ref={truckBox}>
              <Card size="small" title={`待过磅车辆（${trucks.data?.length ?? 0}）`} className="wb-trucks-card">
                <TruckList ref={filterRef} trucks={shown} selectedId={truck?.id ?? null} onSelect={setSelectedId} filter={filter} onFilter={setFilter} />
              </Card>
            </div>
          </div>
          <DayWeighings rows={day.data ?? []} loading={day.isLoading} canDeduct={canDeduct} onDeduct={setDeducting} compact={small} />
        </>
      )}
      <DeductModal weighing={deducting} onClose={() => setDeducting(null)} onDone={refresh} />
    </div>
  );
}
