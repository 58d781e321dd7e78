import L from 'leaflet';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Circle, MapContainer, Marker, Polygon, Polyline, Tooltip, useMap } from 'react-leaflet';
import type { FenceShape } from '@meiyun/shared';
import { HAS_TILE_SERVICE, MapTiles } from '../../../components/map/MapTiles';
import { boundsOf, durationText } from './playback';

/** Where the map opens with nothing to show: the demo company's Shanxi coal country. */
const HOME: [number, number] = [37.87, 112.55];

export interface MapFence {
  id: string;
  name: string;
  shape: FenceShape;
}

export interface MapStop {
  lng: number;
  lat: number;
  minutes: number;
  begin: string;
}

type LatLng = [number, number];
type Bounds = [LatLng, LatLng];

const pill = (cls: string, text: string, testId?: string) =>
  L.divIcon({ className: 'track-icon', html: `<span class="track-pill ${cls}"${testId ? ` data-testid="${testId}"` : ''}>${text}</span>`, iconSize: [24, 24], iconAnchor: [12, 12] });
const START_ICON = pill('track-pill-start', '起', 'track-start');
const END_ICON = pill('track-pill-end', '终', 'track-end');
const CAR_ICON = L.divIcon({ className: 'track-icon track-car-icon', html: '<span class="track-car" data-testid="track-car">车</span>', iconSize: [28, 28], iconAnchor: [14, 14] });
const stopIcons = new Map<number, L.DivIcon>();
const stopIcon = (n: number) => {
  if (!stopIcons.has(n)) stopIcons.set(n, pill('track-pill-stop', String(n)));
  return stopIcons.get(n)!;
};

/**
 * Fits the view to the track (or the fences) when a new one is shown, and keeps Leaflet sized to its box. A fit made
 * while the box had no size (a tab still opening) is made again once it has one.
 */
// Not animated: Leaflet drops a zoom asked for while one is animating, so the track's fit arriving just after the
// fences' would be lost.
const FIT: L.FitBoundsOptions = { padding: [36, 36], maxZoom: 16, animate: false };

function Fit({ bounds }: { bounds: Bounds | null }) {
  const map = useMap();
  const owed = useRef<Bounds | null>(null);
  useEffect(() => {
    if (!bounds) return;
    const size = map.getSize();
    if (size.x && size.y) map.fitBounds(bounds, FIT);
    owed.current = size.x && size.y ? null : bounds;
  }, [map, bounds]);
  useEffect(() => {
    const watch = new ResizeObserver(() => {
      map.invalidateSize();
      const size = map.getSize();
      if (owed.current && size.x && size.y) {
        map.fitBounds(owed.current, FIT);
        owed.current = null;
      }
    });
    watch.observe(map.getContainer());
    return () => watch.disconnect();
  }, [map]);
  return null;
}

/** Zooms to a place picked in the side panel (a stop); `seq` makes the same place pickable twice. */
function Focus({ focus }: { focus: { lat: number; lng: number; seq: number } | null }) {
  const map = useMap();
  const seen = useRef(0);
  useEffect(() => {
    if (focus && focus.seq !== seen.current) {
      seen.current = focus.seq;
      map.setView([focus.lat, focus.lng], Math.max(map.getZoom(), 15));
    }
  }, [map, focus]);
  return null;
}

/** The fences of the tenant, drawn once per list: purple, named on hover. */
const Fences = memo(function Fences({ fences }: { fences: MapFence[] }) {
  const style = { color: '#722ed1', weight: 1.5, fillOpacity: 0.08 };
  return (
    <>
      {fences.map((f) =>
        f.shape.kind === 'circle' ? (
          <Circle key={f.id} center={[f.shape.center[1], f.shape.center[0]]} radius={f.shape.radiusM} pathOptions={style}>
            <Tooltip>{f.name}</Tooltip>
          </Circle>
        ) : (
          <Polygon key={f.id} positions={f.shape.corners.map(([lng, lat]) => [lat, lng] as LatLng)} pathOptions={style}>
            <Tooltip>{f.name}</Tooltip>
          </Polygon>
        ),
      )}
    </>
  );
});

/** The drawn track: its line, start and end, numbered stops. Memoised: only the car moves while playing. */
const Track = memo(function Track({ line, stops }: { line: LatLng[]; stops: MapStop[] }) {
  if (!line.length) return null;
  return (
    <>
      <Polyline positions={line} pathOptions={{ color: '#1677ff', weight: 4, opacity: 0.85 }} />
      {stops.map((s, i) => (
        <Marker key={`${s.begin}`} position={[s.lat, s.lng]} icon={stopIcon(i + 1)}>
          <Tooltip>{`停留${i + 1}：${s.begin.slice(11, 16)} 起 ${durationText(s.minutes * 60)}`}</Tooltip>
        </Marker>
      ))}
      <Marker position={line[0]} icon={START_ICON}>
        <Tooltip>起点</Tooltip>
      </Marker>
      <Marker position={line[line.length - 1]} icon={END_ICON}>
        <Tooltip>终点</Tooltip>
      </Marker>
    </>
  );
});

interface Props {
  fences: MapFence[];
  /** The thinned track, `[纬度, 经度]`. */
  line: LatLng[];
  stops: MapStop[];
  car: { lat: number; lng: number } | null;
  focus: { lat: number; lng: number; seq: number } | null;
}

/**
 * 车辆轨迹's map: tiles from `VITE_MAP_TILE_URL` or the plain grid (components/map), the fences, the track and the
 * moving car. Opens on the track, else on the fences, else on the home view.
 */
export function TrackMap({ fences, line, stops, car, focus }: Props) {
  const bounds = useMemo<Bounds | null>(() => {
    const pts: LatLng[] = line.length
      ? line
      : fences.flatMap((f): LatLng[] => (f.shape.kind === 'circle' ? [[f.shape.center[1], f.shape.center[0]]] : f.shape.corners.map(([lng, lat]) => [lat, lng] as LatLng)));
    return boundsOf(pts.map(([lat, lng]) => ({ lat, lng })));
  }, [line, fences]);
  return (
    <div className="track-map" data-testid="track-map">
      <MapContainer center={HOME} zoom={9} style={{ height: '100%' }} worldCopyJump attributionControl={HAS_TILE_SERVICE}>
        <MapTiles />
        <Fences fences={fences} />
        <Track line={line} stops={stops} />
        {car && <Marker position={[car.lat, car.lng]} icon={CAR_ICON} zIndexOffset={1000} />}
        <Fit bounds={bounds} />
        <Focus focus={focus} />
      </MapContainer>
    </div>
  );
}
