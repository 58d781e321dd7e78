import { describe, expect, it } from 'vitest';
import { serialInput } from './serial';

describe('serial input', () => {
  it('loads serialport when opened and reports a port that is not there, without hardware', async () => {
    const input = serialInput({ path: '/dev/scale-agent-test-no-such-port', baudRate: 9600 });
    expect(input.name).toBe('serial /dev/scale-agent-test-no-such-port 9600');
    const reason = await new Promise<string>((resolve) => {
      input.open({ onOpen: () => resolve('opened'), onData: () => {}, onClose: resolve });
    });
    expect(reason).toMatch(/no such file|cannot open/i);
  });
});
