import { AimOutlined } from '@ant-design/icons';
import { App, Button, Form, InputNumber, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Circle, CircleMarker } from 'react-leaflet';
import { FenceMap } from './FenceMap';
import {
  circleBounds,
  FENCE_MAX_RANGE,
  fenceProblem,
  FenceTexts,
  GEOLOCATION_TIMEOUT_MS,
  initialFence,
  roundCoordinate,
  type Fence,
} from './fence';

export interface MapFenceModalProps {
  open: boolean;
  /** The fence to edit; defaults of §9 when absent. */
  value?: Partial<Fence> | null;
  title?: string;
  onOk(fence: Fence): void;
  onCancel(): void;
}

/**
 * Electronic fence dialog (§2.6, §3, §4, §9): a circle by centre and radius (default 1000 m) on a leaflet map
 * (zoom 10, 500 px high). Click the map or type the numbers; 定位 uses the browser's position (10 s timeout).
 * Works without a tile server: the map then shows a plain grid. Confirm emits {longitude, latitude, range}.
 */
export function MapFenceModal({ open, value, title = FenceTexts.title, onOk, onCancel }: MapFenceModalProps) {
  const { message } = App.useApp();
  const [fence, setFence] = useState<Fence>(() => initialFence(value));
  // The map opens on the circle given, so a radius of a few hundred metres is not a dot at the default zoom.
  const [opening, setOpening] = useState<ReturnType<typeof circleBounds> | null>(null);
  const [locating, setLocating] = useState(false);

  useEffect(() => {
    if (!open) return;
    const start = initialFence(value);
    setFence(start);
    setOpening(value?.longitude !== undefined && value?.latitude !== undefined ? circleBounds(start) : null);
  }, [open, value]);

  const set = (patch: Partial<Fence>) => setFence((f) => ({ ...f, ...patch }));

  function locate() {
    if (!('geolocation' in navigator)) {
      message.error(FenceTexts.locateFailed);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        set({ latitude: roundCoordinate(pos.coords.latitude), longitude: roundCoordinate(pos.coords.longitude) });
      },
      () => {
        setLocating(false);
        message.error(FenceTexts.locateFailed);
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: true },
    );
  }

  function confirm() {
    const problem = fenceProblem(fence);
    if (problem) {
      message.warning(problem);
      return;
    }
    onOk({ longitude: fence.longitude, latitude: fence.latitude, range: fence.range });
  }

  const valid = fenceProblem(fence) === null;

  return (
    <Modal
      open={open}
      title={title}
      width={960}
      okText="确定"
      cancelText="取消"
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="map-fence-modal"
      styles={{ body: { paddingTop: 8 } }}
    >
      <Form layout="inline" className="map-fence-form" component="div">
        <Form.Item label={FenceTexts.longitude}>
          <InputNumber
            aria-label={FenceTexts.longitude}
            value={fence.longitude}
            min={-180}
            max={180}
            step={0.001}
            precision={6}
            onChange={(v) => typeof v === 'number' && set({ longitude: v })}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Form.Item label={FenceTexts.latitude}>
          <InputNumber
            aria-label={FenceTexts.latitude}
            value={fence.latitude}
            min={-90}
            max={90}
            step={0.001}
            precision={6}
            onChange={(v) => typeof v === 'number' && set({ latitude: v })}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Form.Item label={FenceTexts.range}>
          <InputNumber
            aria-label={FenceTexts.range}
            value={fence.range}
            min={1}
            max={FENCE_MAX_RANGE}
            step={100}
            precision={0}
            onChange={(v) => typeof v === 'number' && set({ range: v })}
            style={{ width: 120 }}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button icon={<AimOutlined />} onClick={locate} loading={locating}>
              定位
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <div className="map-fence-hint">点击地图设置围栏中心，或直接输入经纬度与半径。</div>
      {open && (
        <FenceMap center={fence} bounds={opening} onPick={(longitude, latitude) => set({ longitude, latitude })}>
          {valid && (
            <>
              <Circle center={[fence.latitude, fence.longitude]} radius={fence.range} pathOptions={{ color: '#722ed1', weight: 2, fillOpacity: 0.15 }} interactive={false} />
              <CircleMarker center={[fence.latitude, fence.longitude]} radius={5} pathOptions={{ color: '#722ed1', fillOpacity: 1 }} interactive={false} />
            </>
          )}
        </FenceMap>
      )}
    </Modal>
  );
}
