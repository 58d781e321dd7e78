import type { PaperName } from './paper';

/** Where a value sits in its cell: numbers right, everything else left (the default). */
export type Align = 'left' | 'center' | 'right';

/** One label/value pair of a header grid. */
export interface GridCell {
  label: string;
  value: string | null | undefined;
  /** How many pairs of the row it takes (default 1). */
  span?: number;
  align?: Align;
}

/** A QR code beside a grid (top-right of a slip or a bill): a PNG and a line under it. */
export interface QrAside {
  png: Buffer;
  caption?: string;
  /** The printed side in millimetres (default 30). */
  sizeMm?: number;
}

/** Label/value pairs in ruled boxes, `columns` pairs a row; long values wrap. */
export interface GridBlock {
  kind: 'grid';
  columns: 1 | 2 | 3 | 4;
  cells: GridCell[];
  aside?: QrAside;
}

export interface TableColumn {
  title: string;
  /** Relative width: the table fills the line, shared out by these. */
  width: number;
  align?: Align;
}

/** A ruled table; on a page break the rest goes on the next page under a repeated header. */
export interface TableBlock {
  kind: 'table';
  columns: TableColumn[];
  rows: (string | null | undefined)[][];
  /** A last row in bold (合计). */
  total?: (string | null | undefined)[];
}

/** A short titled list (司机须知, remarks). */
export interface NotesBlock {
  kind: 'notes';
  title: string;
  lines: string[];
}

/** Boxes to sign in, one per role (制单 / 司机 / 司磅), side by side. */
export interface SignaturesBlock {
  kind: 'signatures';
  labels: string[];
  /** Printed under each label where already known (who reviewed, and when); the box is still signed by hand. */
  values?: (string | null | undefined)[];
}

/** What follows starts on a new page (an appendix: the weighings of a settlement sheet). */
export interface PageBreakBlock {
  kind: 'pageBreak';
}

export type SheetBlock = GridBlock | TableBlock | NotesBlock | SignaturesBlock | PageBreakBlock;

/**
 * A printed business form, top to bottom: an optional heading (the company), the title, the form's number on the
 * title line, the blocks, and on every page a footer with the print time and 第 n 页 / 共 m 页.
 */
export interface Sheet {
  paper: PaperName;
  title: string;
  heading?: string;
  /** The form's number, printed right of the title line (No. …). */
  number?: string;
  blocks: SheetBlock[];
  /** When it was printed, shown in the footer in business time. */
  printedAt: Date;
  /** Left of the print time in the footer (打印人：…). */
  footerNote?: string;
}

export interface RenderOptions {
  /**
   * The PDF's creation date (and with it the document id). Defaults to `printedAt`; tests fix it so the bytes are
   * the same on every run.
   */
  creationDate?: Date;
}
