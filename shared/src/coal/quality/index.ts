export * from './status';
export * from './derive';
export * from './plausibility';
