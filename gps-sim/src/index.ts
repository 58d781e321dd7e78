/**
 * What other parts of the repo may use: the e2e tests and benchmarks drive cars with these. The movement model (fleet,
 * roads, yards) lives in @meiyun/shared (shared/src/coal/tracking/sim/), where the server's demo tracks use it too;
 * it is re-exported here under the simulator's names.
 */
export { Fleet, generatePlates, YARD_PLACES, buildRoute, chinaWireTime as wireTime, chinaMidnight as shanghaiMidnight } from '@meiyun/shared';
export type { FleetOptions, FleetPoint as GpsPoint, YardPlace as Place, SimRoute as Route } from '@meiyun/shared';
export { createSender, RefusedError } from './sender';
export type { Sender, SenderOptions, SenderStats } from './sender';
export { runLive, runOnce } from './run';
