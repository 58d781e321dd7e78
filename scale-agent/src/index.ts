/**
 * What other parts of the repo may use: the simulator (the end-to-end tests drive the station screen with it), the
 * agent, and the wire contract the server implements.
 */
export { startAgent } from './agent';
export type { Agent, AgentOptions } from './agent';
export { startSimulator } from './simulator/server';
export type { RunningSimulator, SimulatorOptions } from './simulator/server';
export { NO_FAULTS, DEFAULT_FAULTS } from './simulator/faults';
export type { FaultRates } from './simulator/faults';
export { tcpInput } from './input/tcp';
export { serialInput } from './input/serial';
export { createStabilityDetector } from './stability';
export type { StabilityState } from './stability';
export { streamUrl, STREAM_PATH } from './wire';
export type { ReadingMessage } from './wire';
export * from './protocol';
