import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs, formatUptime } from './format';

describe('monitor formats', () => {
  it('bytes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.00 GB');
    expect(formatBytes(undefined)).toBe('—');
  });
  it('uptime in days to seconds, leading zeros left out', () => {
    expect(formatUptime(59)).toBe('59秒');
    expect(formatUptime(3600)).toBe('1小时 0分 0秒');
    expect(formatUptime(93784)).toBe('1天 2小时 3分 4秒');
  });
  it('milliseconds', () => {
    expect(formatMs(1.234)).toBe('1.23 ms');
    expect(formatMs(12.34)).toBe('12.3 ms');
    expect(formatMs(1500)).toBe('1.50 s');
  });
});
