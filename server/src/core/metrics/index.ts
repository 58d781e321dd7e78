export { createHttpMetrics, normalisePath, type HttpMetrics, type HttpSnapshot, type TraceEntry } from './httpMetrics';
export { createRuntimeMetrics, diskSnapshot, type DiskSnapshot, type RuntimeMetrics, type RuntimeSnapshot } from './runtimeMetrics';
