import { ClearOutlined, UndoOutlined } from '@ant-design/icons';
import { FENCE_MIN_CORNERS, parseFencePolygon } from '@meiyun/shared';
import { App, Button, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { CircleMarker, Polygon, Polyline } from 'react-leaflet';
import { FenceMap } from './FenceMap';
import { cornerBounds, FENCE_DEFAULT_CENTER, FenceTexts, PLACE_ZOOM } from './fence';

export interface MapPolygonModalProps {
  open: boolean;
  /** The corners to edit, `[经度, 纬度]` each. */
  value?: [number, number][] | null;
  /** Where the map opens when there are no corners yet (the bound place). */
  center?: { longitude: number; latitude: number } | null;
  onOk(points: [number, number][]): void;
  onCancel(): void;
}

const PURPLE = { color: '#722ed1', weight: 2, fillOpacity: 0.15 };

/**
 * A polygon fence on the map: each click adds a corner, in order; 撤销上一点 and 清除 take them back. Confirm checks
 * the corners by the rule the server applies (at least three, inside China) and emits them.
 */
export function MapPolygonModal({ open, value, center, onOk, onCancel }: MapPolygonModalProps) {
  const { message } = App.useApp();
  const [points, setPoints] = useState<[number, number][]>(value ?? []);
  const [opening, setOpening] = useState<ReturnType<typeof cornerBounds>>(null);

  useEffect(() => {
    if (!open) return;
    setPoints(value ?? []);
    setOpening(cornerBounds(value ?? []));
  }, [open, value]);

  const start = points[0] ? { longitude: points[0][0], latitude: points[0][1] } : (center ?? FENCE_DEFAULT_CENTER);
  const latLngs = points.map(([lng, lat]) => [lat, lng] as [number, number]);

  function confirm() {
    const checked = parseFencePolygon(JSON.stringify(points));
    if (typeof checked === 'string') {
      message.warning(checked);
      return;
    }
    onOk(checked);
  }

  return (
    <Modal open={open} title={FenceTexts.polygonTitle} width={960} okText="确定" cancelText="取消" onOk={confirm} onCancel={onCancel} destroyOnHidden data-testid="map-polygon-modal" styles={{ body: { paddingTop: 8 } }}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text data-testid="polygon-corner-count">已选 {points.length} 个顶点</Typography.Text>
        <Button icon={<UndoOutlined />} disabled={!points.length} onClick={() => setPoints((p) => p.slice(0, -1))}>
          撤销上一点
        </Button>
        <Button icon={<ClearOutlined />} disabled={!points.length} onClick={() => setPoints([])}>
          清除
        </Button>
      </Space>
      <div className="map-fence-hint">依次点击地图添加多边形的顶点（至少 {FENCE_MIN_CORNERS} 个），首尾自动相连。</div>
      {open && (
        <FenceMap center={start} bounds={opening} zoom={points[0] || center ? PLACE_ZOOM : undefined} onPick={(lng, lat) => setPoints((p) => [...p, [lng, lat]])}>
          {latLngs.length >= FENCE_MIN_CORNERS ? <Polygon positions={latLngs} pathOptions={PURPLE} interactive={false} /> : latLngs.length === 2 ? <Polyline positions={latLngs} pathOptions={PURPLE} interactive={false} /> : null}
          {latLngs.map((p, i) => (
            <CircleMarker key={i} center={p} radius={5} pathOptions={{ color: '#722ed1', fillOpacity: 1 }} interactive={false} />
          ))}
        </FenceMap>
      )}
    </Modal>
  );
}
