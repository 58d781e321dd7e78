/**
 * Org codes: three characters a level, a letter and two digits (A01 … A99, B01 … Z99), so a department's code
 * is its parent's code plus its own piece (A01A05A01).
 */
export const PIECE_LENGTH = 3;
const PER_LETTER = 99;
const MAX_INDEX = 26 * PER_LETTER - 1;

export function pieceIndex(piece: string): number | null {
  const m = /^([A-Z])(\d{2})$/.exec(piece);
  if (!m || m[2] === '00') return null;
  return (m[1].charCodeAt(0) - 65) * PER_LETTER + Number(m[2]) - 1;
}

export function pieceAt(index: number): string {
  const letter = String.fromCharCode(65 + Math.floor(index / PER_LETTER));
  return letter + String((index % PER_LETTER) + 1).padStart(2, '0');
}

/**
 * The next free piece after the highest one used (deleted departments included, so a code is never handed out
 * twice); when Z99 is used, the first gap.
 */
export function nextPiece(used: string[]): string | null {
  const taken = new Set(used.map(pieceIndex).filter((i): i is number => i !== null));
  const max = Math.max(-1, ...taken);
  if (max < MAX_INDEX) return pieceAt(max + 1);
  for (let i = 0; i <= MAX_INDEX; i++) if (!taken.has(i)) return pieceAt(i);
  return null;
}
