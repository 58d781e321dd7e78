/** Vehicle tracking (issue 14): the points' checks, fence enter/leave alarms, and the track made fit to play back. */
export * from './points';
export * from './fenceState';
export * from './track';
export * from './wire';
export * from './sim/index';
