/**
 * The scale simulator's command line:
 *   node --import tsx scale-agent/src/simulator/cli.ts --port 4001 --format xk3190-12
 * It prints each phase (a truck driving on, standing, driving off) so whoever watches the station screen knows what
 * it should show.
 */
import { parseArgs } from 'node:util';
import { formatOption, numberOption, runMain, UsageError, unitOption } from '../args';
import { DEFAULT_FAULTS, NO_FAULTS } from './faults';
import type { Phase } from './platform';
import { startSimulator } from './server';

const USAGE = `usage: node --import tsx scale-agent/src/simulator/cli.ts [options]
  --port 4001             TCP port to listen on
  --host 127.0.0.1        address to listen on (0.0.0.0 for other machines)
  --format xk3190-12      xk3190-12 (12-byte STX frame) or xk3190-eq (9-byte "=" frame)
  --unit kg               what the indicator displays: kg or t
  --decimals 0            decimal places of the display (0–4; e.g. --unit t --decimals 2)
  --division 20           the scale's division in kg
  --scenario cycle        cycle (a tare and a gross visit, repeated) or random (endless trucks from --seed)
  --seed 1                seed of the noise and of the random trucks
  --tare 15840 --gross 48960   the cycle's weights in kg
  --garble 0.02 --bad-frame 0.01 --cut 0.005   chances per frame of noise bytes, a damaged frame, a cut frame
  --no-faults             a clean line
  --interval 100          ms between frames
  --speed 1               scenario time per real time (2 runs the trucks twice as fast)`;

const PHASE_TEXT: Record<Phase['kind'], string> = {
  empty: 'platform empty',
  driveOn: 'truck driving on',
  stand: 'truck standing',
  driveOff: 'truck driving off',
};

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      format: { type: 'string' },
      unit: { type: 'string' },
      decimals: { type: 'string' },
      division: { type: 'string' },
      scenario: { type: 'string' },
      seed: { type: 'string' },
      tare: { type: 'string' },
      gross: { type: 'string' },
      garble: { type: 'string' },
      'bad-frame': { type: 'string' },
      cut: { type: 'string' },
      'no-faults': { type: 'boolean' },
      interval: { type: 'string' },
      speed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const scenario = values.scenario ?? 'cycle';
  if (scenario !== 'cycle' && scenario !== 'random') throw new UsageError('--scenario must be cycle or random');
  const intervalMs = numberOption(values.interval, 'interval', 100);
  const faults = values['no-faults']
    ? NO_FAULTS
    : {
        garbleRate: numberOption(values.garble, 'garble', DEFAULT_FAULTS.garbleRate),
        badFrameRate: numberOption(values['bad-frame'], 'bad-frame', DEFAULT_FAULTS.badFrameRate),
        cutRate: numberOption(values.cut, 'cut', DEFAULT_FAULTS.cutRate),
      };
  const format = formatOption(values.format);
  const display = { unit: unitOption(values.unit), decimals: numberOption(values.decimals, 'decimals', 0) };
  const simulator = await startSimulator({
    format,
    port: numberOption(values.port, 'port', 4001),
    host: values.host ?? '127.0.0.1',
    display,
    divisionKg: numberOption(values.division, 'division', 20),
    scenario,
    seed: numberOption(values.seed, 'seed', 1),
    tareKg: numberOption(values.tare, 'tare', 15840),
    grossKg: numberOption(values.gross, 'gross', 48960),
    faults,
    intervalMs,
    stepMs: intervalMs * numberOption(values.speed, 'speed', 1),
    onPhase: (phase) => {
      const weight = 'kg' in phase ? ` ${phase.kg} kg` : '';
      console.log(`${new Date().toISOString()} ${PHASE_TEXT[phase.kind]}${weight} (${phase.ms / 1000} s)`);
    },
  });
  console.log(
    `scale simulator: ${format}, display ${display.unit} with ${display.decimals} decimals, on tcp port ${simulator.port}`,
  );
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

runMain(main, USAGE);
