/**
 * The trucks' movement model of the GPS simulator (gps-sim/README.md): seeded roads between the demo yards, cars
 * waiting at a yard and driving to another, a fix every few seconds. gps-sim posts its points to a server; the
 * server's demo writes a day and a half of them on the first start (server/src/modules/coal/demo/tracks.ts).
 */
export { Fleet, generatePlates } from './fleet';
export type { FleetOptions, FleetPoint } from './fleet';
export { YARD_PLACES } from './places';
export type { YardPlace } from './places';
export { buildRoute } from './route';
export type { SimRoute } from './route';
export { chinaWireTime, chinaMidnight } from './time';
