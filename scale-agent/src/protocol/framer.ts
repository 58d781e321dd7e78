/**
 * Cuts a byte stream into fixed-length frames that begin with a start byte, whatever the chunking.
 *
 * Both indicator formats are of this kind, and neither start byte (STX 0x02, "=") can occur inside a frame, so a
 * start byte in the middle of a frame means the frame was cut short (a cable pulled and plugged back, bytes lost on
 * a converter): the partial frame is dropped, never merged with the next one, and collection restarts at the new
 * start byte. Bytes before a start byte are noise and are skipped. Whether a full-length frame is a valid one is the
 * format's decoder's question, not this one's.
 */
export interface Framer {
  /** The complete frames in `chunk` together with what came before it; a partial tail is kept for the next chunk. */
  push(chunk: Uint8Array): Uint8Array[];
  /** Forgets a partial frame, for a new connection: its bytes can never be completed. */
  reset(): void;
  readonly truncated: number;
  readonly skippedBytes: number;
}

export function createFramer(startByte: number, length: number): Framer {
  const buffer = new Uint8Array(length);
  let filled = 0;
  let truncated = 0;
  let skippedBytes = 0;

  return {
    push(chunk) {
      const frames: Uint8Array[] = [];
      for (const byte of chunk) {
        if (byte === startByte) {
          if (filled > 0) truncated += 1;
          buffer[0] = byte;
          filled = 1;
        } else if (filled === 0) {
          skippedBytes += 1;
        } else {
          buffer[filled] = byte;
          filled += 1;
        }
        if (filled === length) {
          frames.push(buffer.slice());
          filled = 0;
        }
      }
      return frames;
    },
    reset() {
      filled = 0;
    },
    get truncated() {
      return truncated;
    },
    get skippedBytes() {
      return skippedBytes;
    },
  };
}
