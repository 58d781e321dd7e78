import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * A plain grid drawn on canvas tiles, so the maps (fence dialog, track play-back) work with no tile server: the grid moves and zooms
 * with the map, which keeps drawing and panning meaningful.
 */
const CanvasGrid = L.GridLayer.extend({
  createTile() {
    const tile = document.createElement('canvas');
    const size = (this as L.GridLayer).getTileSize();
    tile.width = size.x;
    tile.height = size.y;
    const g = tile.getContext('2d');
    if (g) {
      g.fillStyle = '#f4f6f8';
      g.fillRect(0, 0, size.x, size.y);
      g.strokeStyle = '#e2e6ea';
      g.lineWidth = 1;
      for (let i = 0; i <= 4; i++) {
        const p = (i * size.x) / 4 + 0.5;
        g.beginPath();
        g.moveTo(p, 0);
        g.lineTo(p, size.y);
        g.moveTo(0, p);
        g.lineTo(size.x, p);
        g.stroke();
      }
      g.strokeStyle = '#c9d0d6';
      g.strokeRect(0.5, 0.5, size.x, size.y);
    }
    return tile;
  },
});

export function PlainGrid() {
  const map = useMap();
  useEffect(() => {
    const layer = new CanvasGrid() as L.GridLayer;
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map]);
  return null;
}
