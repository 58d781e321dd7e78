/**
 * The scale agent's command line, one process per scale:
 *   SCALE_AGENT_TOKEN=… node --import tsx scale-agent/src/cli.ts --scale S1 --server http://host:8080 --tcp 192.168.1.50:4001
 * The token comes from the environment, not an option: a command line is visible to every user of the machine.
 */
import { parseArgs } from 'node:util';
import { startAgent } from './agent';
import { formatOption, numberOption, runMain, UsageError, unitOption } from './args';
import { serialInput } from './input/serial';
import { tcpInput } from './input/tcp';
import type { Input } from './input/types';
import { streamUrl } from './wire';

const USAGE = `usage: SCALE_AGENT_TOKEN=<the scale's token> node --import tsx scale-agent/src/cli.ts [options]
  --scale S1              the scale's code (地磅编码), as in the base data
  --server URL            the server, e.g. http://10.0.0.5:8080 or https://meiyun.example.com
  --api-prefix /api       the server's API_PREFIX
  --tcp HOST:PORT         read a serial-to-Ethernet converter (or the simulator: --tcp 127.0.0.1:4001)
  --serial PATH           read a serial port (/dev/ttyUSB0, COM3); --baud 9600 to match the indicator
  --format xk3190-12      xk3190-12 (12-byte STX frame) or xk3190-eq (9-byte "=" frame), as set on the indicator
  --unit kg               what the indicator displays: kg or t
  --division 20           the scale's division in kg
  --window 2000           ms the weight must hold within one division to be stable
  --verbose               print every reading`;

function inputFrom(tcp: string | undefined, serial: string | undefined, baud: string | undefined): Input {
  if (tcp && serial) throw new UsageError('give --tcp or --serial, not both');
  if (serial) return serialInput({ path: serial, baudRate: numberOption(baud, 'baud', 9600) });
  const match = tcp ? /^(.+):(\d+)$/.exec(tcp) : null;
  if (!match) throw new UsageError('give --tcp HOST:PORT or --serial PATH');
  return tcpInput({ host: match[1], port: Number(match[2]) });
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      server: { type: 'string' },
      'api-prefix': { type: 'string' },
      tcp: { type: 'string' },
      serial: { type: 'string' },
      baud: { type: 'string' },
      format: { type: 'string' },
      unit: { type: 'string' },
      division: { type: 'string' },
      window: { type: 'string' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.scale) throw new UsageError('--scale is required');
  if (!values.server) throw new UsageError('--server is required');
  const token = process.env.SCALE_AGENT_TOKEN;
  if (!token) throw new UsageError('SCALE_AGENT_TOKEN is not set');
  const url = streamUrl(values.server, values.scale, values['api-prefix'] ?? '/api');
  const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
  const agent = startAgent({
    scaleCode: values.scale,
    format: formatOption(values.format),
    unit: unitOption(values.unit),
    input: inputFrom(values.tcp, values.serial, values.baud),
    server: { url, token },
    divisionKg: numberOption(values.division, 'division', 20),
    windowMs: numberOption(values.window, 'window', 2000),
    log,
    onReading: values.verbose
      ? (m) => log(`${m.weightKg} kg${m.stable ? ' stable' : ''}`)
      : undefined,
  });
  // Once a minute, what the line and the link did: a cable going bad shows as growing bad-check or cut counts long
  // before the readings stop.
  const report = setInterval(() => {
    const { reader, uplink } = agent.stats();
    log(
      `frames ${reader.frames}, bad checks ${reader.badCheck}, malformed ${reader.malformed}, ` +
        `cut ${reader.truncated}, noise bytes ${reader.skippedBytes}; ` +
        `sent ${uplink.sent}, skipped ${uplink.skipped}, server connects ${uplink.connects}`,
    );
  }, 60_000);
  const stop = () => {
    clearInterval(report);
    void agent.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

runMain(main, USAGE);
