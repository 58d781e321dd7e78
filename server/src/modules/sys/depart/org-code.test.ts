import { describe, expect, it } from 'vitest';
import { nextPiece, pieceAt, pieceIndex } from './org-code';

describe('org code pieces', () => {
  it('counts A01 … A99, B01 …', () => {
    expect(pieceAt(0)).toBe('A01');
    expect(pieceAt(98)).toBe('A99');
    expect(pieceAt(99)).toBe('B01');
    expect(pieceIndex('B01')).toBe(99);
    expect(pieceIndex('A00')).toBeNull();
    expect(pieceIndex('a01')).toBeNull();
  });

  it('takes the piece after the highest used, never a freed one below it', () => {
    expect(nextPiece([])).toBe('A01');
    expect(nextPiece(['A01', 'A03'])).toBe('A04');
    expect(nextPiece(['A99'])).toBe('B01');
  });

  it('fills a gap only when Z99 is taken', () => {
    expect(nextPiece(['A01', 'Z99'])).toBe('A02');
    const all = Array.from({ length: 26 * 99 }, (_, i) => pieceAt(i));
    expect(nextPiece(all)).toBeNull();
  });
});
