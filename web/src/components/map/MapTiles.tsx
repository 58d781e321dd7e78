import 'leaflet/dist/leaflet.css';
import { TileLayer } from 'react-leaflet';
import { PlainGrid } from './GridLayer';

/** The tile address, e.g. `https://tile.example.com/{z}/{x}/{y}.png`, set at build time; unset draws the plain grid. */
const TILE_URL = import.meta.env.VITE_MAP_TILE_URL as string | undefined;
const TILE_ATTRIBUTION = import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined;

/** Whether a tile service is configured: only then has the map an attribution to show. */
export const HAS_TILE_SERVICE = Boolean(TILE_URL);

/**
 * The background of every map of the product: tiles from `VITE_MAP_TILE_URL`, else a plain grid that pans and zooms,
 * so the maps work on a closed network. Put it first inside a `MapContainer`.
 */
export function MapTiles() {
  return TILE_URL ? <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} /> : <PlainGrid />;
}
