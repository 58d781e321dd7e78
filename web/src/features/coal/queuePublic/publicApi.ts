import { API_BASE } from '../../../lib/http';

export { publicCall } from '../../../lib/http/publicCall';

/** The socket address of a public path on this site (ws: or wss: as the page was loaded). */
export const socketUrl = (path: string) => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_BASE}${path}`;

export const boardPath = (token: string) => `/coal/queue/public/board/${encodeURIComponent(token)}`;
export const pickupPath = (token: string) => `/coal/queue/public/pickup/${encodeURIComponent(token)}`;
