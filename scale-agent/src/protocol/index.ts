export { createFrameReader, CODECS } from './reader';
export type { FrameReader, FrameReaderOptions } from './reader';
export { xk3190Frame12, xk3190Check } from './xk3190-12';
export { xk3190FrameEq } from './xk3190-eq';
export { toKilograms, toDisplay } from './weight';
export { SCALE_FORMATS } from './types';
export type { Decoded, Display, FrameCodec, ReaderStats, Reading, ScaleFormat, WeightUnit } from './types';
