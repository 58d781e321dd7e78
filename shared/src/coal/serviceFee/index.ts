export * from './status';
export * from './month';
export * from './fee';
export * from './wire';
