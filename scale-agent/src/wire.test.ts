import { describe, expect, it } from 'vitest';
import { streamUrl } from './wire';

describe('stream URL', () => {
  it('turns the server address into the scale stream URL', () => {
    expect(streamUrl('http://10.0.0.5:8080', 'S1')).toBe('ws://10.0.0.5:8080/api/coal/scale/stream?scale=S1');
    expect(streamUrl('https://meiyun.example.com/', '地磅 1')).toBe(
      'wss://meiyun.example.com/api/coal/scale/stream?scale=%E5%9C%B0%E7%A3%85+1',
    );
    expect(streamUrl('https://proxy.example.com/meiyun/', 'S2', '/v1/')).toBe(
      'wss://proxy.example.com/meiyun/v1/coal/scale/stream?scale=S2',
    );
    expect(streamUrl('ws://127.0.0.1:9000', 'S3', '')).toBe('ws://127.0.0.1:9000/coal/scale/stream?scale=S3');
    expect(() => streamUrl('ftp://x', 'S1')).toThrow(/http\(s\) or ws\(s\)/);
  });
});
