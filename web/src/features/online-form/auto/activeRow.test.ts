import { describe, expect, it } from 'vitest';
import { activeRowOf } from './activeRow';

const rows = [{ id: 'a' }, { id: 'b' }];

describe('ERP list: the active master row', () => {
  it('is none before the page arrived and on an empty page', () => {
    expect(activeRowOf(null, 'a')).toBeNull();
    expect(activeRowOf([], 'a')).toBeNull();
  });
  it('is the first row until one is clicked', () => {
    expect(activeRowOf(rows, null)).toBe('a');
    expect(activeRowOf(rows, 'b')).toBe('b');
  });
  it('falls back to the first row when the clicked one left the page (another page, deleted)', () => {
    expect(activeRowOf(rows, 'z')).toBe('a');
  });
});
