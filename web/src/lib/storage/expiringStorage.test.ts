import { describe, expect, it } from 'vitest';
import { createExpiringStorage, type KeyValueStore } from './expiringStorage';

function fakeStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('expiring storage', () => {
  it('returns a value until its time to live has passed, then forgets it', () => {
    let t = 1000;
    const backing = fakeStore();
    const s = createExpiringStorage(backing, () => t);
    s.set('token', 'abc', 500);
    expect(s.get('token', null)).toBe('abc');
    t = 1499;
    expect(s.get('token', null)).toBe('abc');
    t = 1500;
    expect(s.get('token', null)).toBeNull();
    expect(backing.map.size).toBe(0);
  });
  it('keeps values without a lifetime and survives garbage', () => {
    const backing = fakeStore();
    const s = createExpiringStorage(backing, () => 0);
    s.set('x', { a: 1 });
    expect(s.get('x', {})).toEqual({ a: 1 });
    backing.setItem('meiyun:bad', '{not json');
    expect(s.get('bad', 'fallback')).toBe('fallback');
  });
});
