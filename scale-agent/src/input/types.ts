/**
 * Where the indicator's bytes come from: a serial port at the scale house, or a serial-to-Ethernet converter's TCP
 * port. Either way the agent sees the same thing, a connection that delivers chunks and may end, and it reopens an
 * ended one itself (with backoff), so an input only reports and never retries.
 */
export interface InputEvents {
  onOpen(): void;
  onData(chunk: Uint8Array): void;
  /** The connection ended or could not be made; called once per opening. */
  onClose(reason: string): void;
}

export interface InputConnection {
  close(): void;
}

export interface Input {
  /** How the logs name it: `tcp 192.168.1.50:4001`, `serial /dev/ttyUSB0 9600`. */
  readonly name: string;
  open(events: InputEvents): InputConnection;
}
