import { AimOutlined } from '@ant-design/icons';
import { App, Button, Form, InputNumber, Modal, Space } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { Circle, CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { PlainGrid } from './GridLayer';
import {
  FENCE_MAP_HEIGHT,
  FENCE_MAX_RANGE,
  FENCE_ZOOM,
  fenceProblem,
  FenceTexts,
  GEOLOCATION_TIMEOUT_MS,
  initialFence,
  roundCoordinate,
  type Fence,
} from './fence';
import './mapFence.css';

/** The tile address, e.g. `https://tile.example.com/{z}/{x}/{y}.png`; unset draws the plain grid. */
const TILE_URL = import.meta.env.VITE_MAP_TILE_URL as string | undefined;
const TILE_ATTRIBUTION = import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined;

export interface MapFenceModalProps {
  open: boolean;
  /** The fence to edit; defaults of §9 when absent. */
  value?: Partial<Fence> | null;
  title?: string;
  onOk(fence: Fence): void;
  onCancel(): void;
}

/** Keeps the view on the centre when it is typed in or located. */
function FollowCentre({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().pad(-0.2).contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

/** A click on the map moves the centre there. */
function PickCentre({ onPick }: { onPick(lat: number, lng: number): void }) {
  useMapEvents({ click: (e) => onPick(e.latlng.lat, L.Util.wrapNum(e.latlng.lng, [-180, 180], true)) });
  return null;
}

/**
 * Electronic fence dialog (§2.6, §3, §4, §9): a circle by centre and radius (default 1000 m) on a leaflet map
 * (zoom 10, 500 px high). Click the map or type the numbers; 定位 uses the browser's position (10 s timeout).
 * Works without a tile server: the map then shows a plain grid. Confirm emits {longitude, latitude, range}.
 */
export function MapFenceModal({ open, value, title = FenceTexts.title, onOk, onCancel }: MapFenceModalProps) {
  const { message } = App.useApp();
  const [fence, setFence] = useState<Fence>(() => initialFence(value));
  const [locating, setLocating] = useState(false);

  useEffect(() => {
    if (open) setFence(initialFence(value));
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
      <div className="map-fence-map" style={{ height: FENCE_MAP_HEIGHT }}>
        {open && (
          <MapContainer center={[fence.latitude, fence.longitude]} zoom={FENCE_ZOOM} style={{ height: '100%' }} worldCopyJump attributionControl={Boolean(TILE_URL)}>
            {TILE_URL ? <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} /> : <PlainGrid />}
            <PickCentre onPick={(lat, lng) => set({ latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) })} />
            <FollowCentre lat={fence.latitude} lng={fence.longitude} />
            {valid && (
              <>
                <Circle center={[fence.latitude, fence.longitude]} radius={fence.range} pathOptions={{ color: '#722ed1', weight: 2, fillOpacity: 0.15 }} />
                <CircleMarker center={[fence.latitude, fence.longitude]} radius={5} pathOptions={{ color: '#722ed1', fillOpacity: 1 }} />
              </>
            )}
          </MapContainer>
        )}
      </div>
    </Modal>
  );
}
