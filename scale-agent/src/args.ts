/**
 * Reading the two command lines' values: typed, with a message naming the option when one is wrong, since whoever
 * starts these programs is at a scale house terminal, not reading a stack trace.
 */
import { SCALE_FORMATS, type ScaleFormat, type WeightUnit } from './protocol';

export class UsageError extends Error {}

export function numberOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) throw new UsageError(`--${name} must be a number, not "${value}"`);
  return number;
}

export function formatOption(value: string | undefined): ScaleFormat {
  const format = (value ?? 'xk3190-12') as ScaleFormat;
  if (!SCALE_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${SCALE_FORMATS.join(', ')}`);
  return format;
}

export function unitOption(value: string | undefined): WeightUnit {
  const unit = value ?? 'kg';
  if (unit !== 'kg' && unit !== 't') throw new UsageError('--unit must be kg or t');
  return unit;
}

/** Runs a CLI's main, printing a usage error as one line (exit 2) and anything else in full (exit 1). */
export function runMain(main: () => Promise<void>, usage: string): void {
  main().catch((error: unknown) => {
    // parseArgs throws a TypeError with an ERR_PARSE_ARGS_* code for an unknown option or a missing value.
    const badArgs = error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
    if (error instanceof UsageError || badArgs) {
      console.error(`${error.message}\n\n${usage}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  });
}
