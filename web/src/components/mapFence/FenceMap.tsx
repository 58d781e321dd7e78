import L from 'leaflet';
import { useEffect, type ReactNode } from 'react';
import { MapContainer, useMap, useMapEvents } from 'react-leaflet';
import { HAS_TILE_SERVICE, MapTiles } from '../map/MapTiles';
import { FENCE_MAP_HEIGHT, FENCE_ZOOM, roundCoordinate } from './fence';
import './mapFence.css';

/** Keeps the view on a point when it is typed in or located elsewhere. */
function Follow({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().pad(-0.2).contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

/** Reports a click on the map, longitude wrapped into ±180 and both rounded to six places. */
function Clicks({ onPick }: { onPick(lng: number, lat: number): void }) {
  useMapEvents({ click: (e) => onPick(roundCoordinate(L.Util.wrapNum(e.latlng.lng, [-180, 180], true)), roundCoordinate(e.latlng.lat)) });
  return null;
}

interface Props {
  /** Where the map opens and what it keeps in view. */
  center: { longitude: number; latitude: number };
  /** The area to open on instead (the fence as it stands), south-west and north-east `[纬度, 经度]`. */
  bounds?: [[number, number], [number, number]] | null;
  /** The zoom to open at without bounds; default 10. */
  zoom?: number;
  onPick(longitude: number, latitude: number): void;
  /** The shapes drawn on the map. */
  children?: ReactNode;
}

/**
 * The map of the fence dialogs: tiles from `VITE_MAP_TILE_URL`, else a plain grid so it works on a closed network;
 * a click reports its point. 500 px high, 360 px on phones.
 */
export function FenceMap({ center, bounds, zoom = FENCE_ZOOM, onPick, children }: Props) {
  return (
    <div className="map-fence-map" style={{ height: FENCE_MAP_HEIGHT }}>
      <MapContainer
        {...(bounds ? { bounds, boundsOptions: { padding: [32, 32], maxZoom: 17 } } : { center: [center.latitude, center.longitude], zoom })}
        style={{ height: '100%' }}
        // Quick clicks place points; they must not zoom the map.
        doubleClickZoom={false}
        worldCopyJump
        attributionControl={HAS_TILE_SERVICE}
      >
        <MapTiles />
        <Clicks onPick={onPick} />
        <Follow lat={center.latitude} lng={center.longitude} />
        {children}
      </MapContainer>
    </div>
  );
}
