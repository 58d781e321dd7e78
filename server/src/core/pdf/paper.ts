/** Millimetres to PDF points. */
export const mm = (n: number) => (n * 72) / 25.4;

export interface Paper {
  /** Page size in points, portrait as the printer feeds it. */
  width: number;
  height: number;
  /** Margins in points: the sheet's content stays inside them. */
  margin: { top: number; right: number; bottom: number; left: number };
  /** The body text size in points; titles and small print scale from it. */
  fontSize: number;
}

/**
 * The papers a sheet can be printed on.
 * - `A4`: 210 × 297 mm, laser printers.
 * - `half241`: the 241 mm continuous form (9.5 in with its sprocket strips) torn at the half: 241 × 139.7 mm
 *   (5.5 in), the common 二等分 paper of dot-matrix printers at weighbridges. The strips take 12.7 mm each side,
 *   so the side margins are wider than that.
 */
export const PAPERS = {
  A4: { width: mm(210), height: mm(297), margin: { top: mm(14), right: mm(14), bottom: mm(12), left: mm(14) }, fontSize: 10 },
  half241: { width: mm(241), height: mm(139.7), margin: { top: mm(7), right: mm(17), bottom: mm(6), left: mm(17) }, fontSize: 9 },
} as const satisfies Record<string, Paper>;

export type PaperName = keyof typeof PAPERS;

export const isPaperName = (v: unknown): v is PaperName => typeof v === 'string' && Object.hasOwn(PAPERS, v);
