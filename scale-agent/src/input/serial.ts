/**
 * Bytes from the indicator's RS-232 port through the `serialport` package. It is imported when a serial input is
 * opened, not when the agent loads, so the simulator, the tests and a TCP-only scale house never load its native
 * binding. The XK3190 indicators' serial line is 8 data bits, no parity, 1 stop bit; the baud rate is set on the
 * indicator (600–9600) and must match.
 */
import type { Input } from './types';

export interface SerialInputOptions {
  path: string;
  baudRate: number;
}

export function serialInput({ path, baudRate }: SerialInputOptions): Input {
  return {
    name: `serial ${path} ${baudRate}`,
    open(events) {
      let ended = false;
      let port: { close(): void; isOpen: boolean } | null = null;
      const end = (reason: string) => {
        if (ended) return;
        ended = true;
        if (port?.isOpen) port.close();
        events.onClose(reason);
      };
      import('serialport')
        .then(({ SerialPort }) => {
          if (ended) return;
          const serial = new SerialPort({ path, baudRate, dataBits: 8, parity: 'none', stopBits: 1 });
          port = serial;
          serial.on('open', () => events.onOpen());
          serial.on('data', (chunk: Buffer) => events.onData(chunk));
          serial.on('error', (error: Error) => end(error.message));
          serial.on('close', () => end('port closed (unplugged?)'));
        })
        .catch((error: Error) => end(`cannot load serialport: ${error.message}`));
      return {
        close() {
          ended = true;
          if (port?.isOpen) port.close();
        },
      };
    },
  };
}
