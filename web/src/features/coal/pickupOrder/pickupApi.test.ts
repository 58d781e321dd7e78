import { describe, expect, it } from 'vitest';
import { absoluteLink } from './pickupApi';

describe('absoluteLink', () => {
  it('puts the site address before the path the server answers', () => {
    expect(absoluteLink('/driver/pickup/abc', 'https://coal.example.com')).toBe('https://coal.example.com/driver/pickup/abc');
    expect(absoluteLink('/driver/pickup/abc', 'http://localhost:5173/')).toBe('http://localhost:5173/driver/pickup/abc');
  });
  it('keeps an address that is already absolute', () => {
    expect(absoluteLink('https://a.cn/driver/pickup/x', 'http://b')).toBe('https://a.cn/driver/pickup/x');
  });
});
