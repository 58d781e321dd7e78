import { EnvironmentOutlined } from '@ant-design/icons';
import { FENCE_PLACE_DICTS, freightYardMeta, parseFencePolygon, platformMeta, portMeta, type EntityMeta, type FencePlaceKind } from '@meiyun/shared';
import { Button, Form, Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { DictSelect } from '../../../components/dict/DictSelect';
import type { ListRecord } from '../../../components/entity/listApi';
import { MapFenceModal } from '../../../components/mapFence/MapFenceModal';
import { MapPolygonModal } from '../../../components/mapFence/MapPolygonModal';
import type { Fence } from '../../../components/mapFence/fence';
import { getAction } from '../../../lib/http/actions';

interface EditorProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
}

const PLACE_META: Record<FencePlaceKind, EntityMeta> = { yard: freightYardMeta, port: portMeta, platform: platformMeta };
const isKind = (k: unknown): k is FencePlaceKind => typeof k === 'string' && Object.hasOwn(FENCE_PLACE_DICTS, k);
const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : Number(v));

/** Where the bound place lies, when it has coordinates and the user may read it; else nothing. */
async function placeCentre(kind: unknown, id: unknown): Promise<{ longitude: number; latitude: number } | null> {
  if (!isKind(kind) || typeof id !== 'string' || !id) return null;
  try {
    // Quietly: a user who may draw fences but not read yards simply gets the map without the place.
    const r = await getAction<ListRecord>(`${PLACE_META[kind].api}/queryById`, { id }, { skipErrorHandler: true });
    const longitude = num(r.result?.longitude);
    const latitude = num(r.result?.latitude);
    return r.success && longitude !== undefined && latitude !== undefined ? { longitude, latitude } : null;
  } catch {
    return null;
  }
}

/**
 * 形状 of the fence dialog: circle or polygon, and the map to draw it on. The map opens on the fence as it stands,
 * else on the bound place; what is drawn fills the centre and radius, or the corners.
 */
export function FenceShapeEditor({ value, onChange, disabled }: EditorProps) {
  const form = Form.useFormInstance();
  const [open, setOpen] = useState<'circle' | 'polygon' | null>(null);
  const [circle, setCircle] = useState<Partial<Fence> | null>(null);
  const [corners, setCorners] = useState<[number, number][] | null>(null);
  const [centre, setCentre] = useState<{ longitude: number; latitude: number } | null>(null);

  async function openMap() {
    const v = form.getFieldsValue(['centerLng', 'centerLat', 'radiusM', 'points', 'placeKind', 'placeId']);
    const place = await placeCentre(v.placeKind, v.placeId);
    if (value === 'polygon') {
      const parsed = parseFencePolygon(v.points);
      setCorners(typeof parsed === 'string' ? null : parsed);
      setCentre(place);
      setOpen('polygon');
    } else {
      const longitude = num(v.centerLng) ?? place?.longitude;
      const latitude = num(v.centerLat) ?? place?.latitude;
      setCircle({ longitude, latitude, range: num(v.radiusM) });
      setOpen('circle');
    }
  }

  return (
    <Space wrap>
      <DictSelect dictCode="coal_fence_shape" type="radio" value={value} onChange={(v) => onChange?.(v as string)} disabled={disabled} />
      {!disabled && (
        <Button icon={<EnvironmentOutlined />} onClick={() => void openMap()} disabled={!value}>
          在地图上{value === 'polygon' ? '绘制' : '选择'}
        </Button>
      )}
      <MapFenceModal
        open={open === 'circle'}
        value={circle}
        onCancel={() => setOpen(null)}
        onOk={(f) => {
          form.setFieldsValue({ centerLng: String(f.longitude), centerLat: String(f.latitude), radiusM: f.range });
          setOpen(null);
        }}
      />
      <MapPolygonModal
        open={open === 'polygon'}
        value={corners}
        center={centre}
        onCancel={() => setOpen(null)}
        onOk={(points) => {
          form.setFieldsValue({ points: JSON.stringify(points) });
          void form.validateFields(['points']).catch(() => undefined);
          setOpen(null);
        }}
      />
    </Space>
  );
}

/**
 * 绑定场所 of the fence dialog: a yard, port or platform of the kind chosen beside it, by name. Choosing another
 * kind empties it, since the place it named is of the old kind.
 */
export function FencePlaceEditor({ value, onChange, disabled }: EditorProps) {
  const form = Form.useFormInstance();
  const kind = Form.useWatch('placeKind', form) as unknown;
  const seen = useRef(kind);
  useEffect(() => {
    // The first kind seen is the stored one (an edit loading): only a change made afterwards empties the place.
    if (seen.current !== undefined && seen.current !== kind && value) onChange?.(undefined);
    seen.current = kind;
  }, [kind, value, onChange]);
  if (!isKind(kind)) return <Select value={undefined} disabled placeholder="请先选择绑定场所类型" style={{ width: '100%' }} />;
  return <DictSelect dictCode={FENCE_PLACE_DICTS[kind]} value={value} onChange={(v) => onChange?.((v as string | undefined) ?? undefined)} disabled={disabled} placeholder="请选择" />;
}
