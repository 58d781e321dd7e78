// The public face of the settlement arithmetic; quality.ts's small helpers (coverage, id order) stay inside.
export { weightedQuality, type SettlementWeighing, type SettlementQualityResult, type QualityTrace, type QualityTraceResult, type WeightedQuality } from './quality';
export * from './compute';
export * from './validate';
export * from './status';
export * from './wire';
