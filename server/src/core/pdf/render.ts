import PDFDocument from 'pdfkit';
import { formatBusinessDateTime } from '@meiyun/shared';
import { fontBytes } from './font';
import { PAPERS, type Paper } from './paper';
import type { Align, GridBlock, NotesBlock, RenderOptions, Sheet, SheetBlock, SignaturesBlock, TableBlock } from './sheet';

const REGULAR = 'cjk';
const BOLD = 'cjk-bold';
const RULE = 0.6;
const LABEL_FILL = '#f0f0f0';
const PAD = 3;
const MM = 72 / 25.4;

type Doc = PDFKit.PDFDocument;
type FontName = typeof REGULAR | typeof BOLD;

const text = (v: string | null | undefined) => (v == null || v === '' ? '' : String(v));

/**
 * Where the next block goes, and the page breaks. Pages have no margins of pdfkit's own (its automatic page break
 * would fire on the footer); the paper's margins are kept here.
 */
class Cursor {
  y: number;
  readonly left: number;
  readonly width: number;
  /** The lowest y a block may reach: above the footer. */
  readonly bottom: number;

  constructor(
    readonly doc: Doc,
    readonly paper: Paper,
  ) {
    this.y = paper.margin.top;
    this.left = paper.margin.left;
    this.width = paper.width - paper.margin.left - paper.margin.right;
    this.bottom = paper.height - paper.margin.bottom - footerHeight(paper);
  }

  get size() {
    return this.paper.fontSize;
  }

  /** Starts a new page unless `height` still fits on this one (a block taller than a page starts at the top). */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom || this.y <= this.paper.margin.top) return false;
    this.doc.addPage({ size: [this.paper.width, this.paper.height], margin: 0 });
    this.y = this.paper.margin.top;
    return true;
  }

  measure(value: string, width: number, font: FontName = REGULAR, size = this.size): number {
    this.doc.font(font).fontSize(size);
    return this.doc.heightOfString(value || ' ', { width: Math.max(width, 1), lineGap: 0 });
  }

  /** A text in a box, wrapped to its width and centred in its height. */
  cell(value: string, x: number, y: number, w: number, h: number, opts: { align?: Align; font?: FontName; size?: number } = {}) {
    if (!value) return;
    const size = opts.size ?? this.size;
    const inner = w - 2 * PAD;
    const th = this.measure(value, inner, opts.font, size);
    this.doc.fillColor('#000').text(value, x + PAD, y + Math.max((h - th) / 2, 0), { width: inner, align: opts.align ?? 'left', lineGap: 0 });
  }

  box(x: number, y: number, w: number, h: number, fill?: string) {
    if (fill) this.doc.rect(x, y, w, h).fill(fill);
    this.doc.lineWidth(RULE).strokeColor('#000').rect(x, y, w, h).stroke();
  }
}

const footerHeight = (paper: Paper) => paper.fontSize * 0.8 * 1.6 + 4;

function drawTitle(c: Cursor, sheet: Sheet) {
  const { doc } = c;
  if (sheet.heading) {
    const h = c.measure(sheet.heading, c.width, REGULAR, c.size * 1.15);
    doc.text(sheet.heading, c.left, c.y, { width: c.width, align: 'center', lineGap: 0 });
    c.y += h;
  }
  const titleSize = c.size * 1.9;
  const spacing = titleSize * 0.25;
  const h = c.measure(sheet.title, c.width, BOLD, titleSize);
  // The spacing follows the last character too: half of it to the right keeps the title centred.
  doc.text(sheet.title, c.left + spacing / 2, c.y, { width: c.width, align: 'center', characterSpacing: spacing, lineGap: 0 });
  if (sheet.number) {
    const small = c.size * 0.95;
    const nh = c.measure(sheet.number, c.width, REGULAR, small);
    doc.text(`No. ${sheet.number}`, c.left, c.y + h - nh - 1, { width: c.width, align: 'right', lineGap: 0 });
  }
  c.y += h + c.size * 0.4;
}

/** Lays out `columns` label/value pairs a row; a row's last cell stretches to the edge so the grid is a rectangle. */
function gridRows(block: GridBlock) {
  const rows: { label: string; value: string; span: number; align?: Align }[][] = [];
  let row: (typeof rows)[number] = [];
  let used = 0;
  for (const cell of block.cells) {
    const span = Math.min(Math.max(cell.span ?? 1, 1), block.columns);
    if (used + span > block.columns) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push({ label: cell.label, value: text(cell.value), span, align: cell.align });
    used += span;
  }
  if (row.length) rows.push(row);
  for (const r of rows) r[r.length - 1].span += block.columns - r.reduce((n, x) => n + x.span, 0);
  return rows;
}

function drawGrid(c: Cursor, block: GridBlock) {
  const { doc } = c;
  const qrSide = block.aside ? (block.aside.sizeMm ?? 30) * MM : 0;
  const captionSize = c.size * 0.8;
  const captionH = block.aside?.caption ? c.measure(block.aside.caption, qrSide + 20, REGULAR, captionSize) : 0;
  const asideW = block.aside ? qrSide + c.size : 0;
  const gridW = c.width - asideW;
  const pairW = gridW / block.columns;
  doc.font(BOLD).fontSize(c.size);
  const widest = Math.max(...block.cells.map((x) => doc.widthOfString(x.label)), 0);
  const labelW = Math.min(widest + 2 * PAD + 2, pairW * 0.45);
  const minRow = c.size * 2;
  const rows = gridRows(block).map((cells) => ({
    cells,
    height: Math.max(minRow, ...cells.map((x) => Math.max(c.measure(x.label, labelW - 2 * PAD, BOLD), c.measure(x.value, x.span * pairW - labelW - 2 * PAD)) + 2 * PAD)),
  }));
  const gridH = rows.reduce((n, r) => n + r.height, 0);
  // The grid and its QR code stay together: the code is read off the part of the slip it stands beside.
  if (block.aside) c.ensure(Math.max(gridH, qrSide + captionH));
  const top = c.y;
  for (const row of rows) {
    if (!block.aside) c.ensure(row.height);
    let x = c.left;
    for (const cell of row.cells) {
      const valueW = cell.span * pairW - labelW;
      c.box(x, c.y, labelW, row.height, LABEL_FILL);
      c.cell(cell.label, x, c.y, labelW, row.height, { font: BOLD, align: 'center' });
      c.box(x + labelW, c.y, valueW, row.height);
      c.cell(cell.value, x + labelW, c.y, valueW, row.height, { align: cell.align });
      x += labelW + valueW;
    }
    c.y += row.height;
  }
  if (block.aside) {
    const x = c.left + gridW + c.size;
    doc.image(block.aside.png, x, top, { width: qrSide, height: qrSide });
    if (block.aside.caption) {
      doc.font(REGULAR).fontSize(captionSize).fillColor('#000').text(block.aside.caption, x - 10, top + qrSide, { width: qrSide + 20, align: 'center', lineGap: 0 });
    }
    c.y = Math.max(c.y, top + qrSide + captionH);
  }
}

function drawTable(c: Cursor, block: TableBlock) {
  const total = block.columns.reduce((n, col) => n + col.width, 0);
  const widths = block.columns.map((col) => (c.width * col.width) / total);
  const rowHeight = (cells: string[], font: FontName) => Math.max(c.size * 1.9, ...cells.map((v, i) => c.measure(v, widths[i] - 2 * PAD, font) + 2 * PAD));
  const titles = block.columns.map((col) => col.title);
  const headH = rowHeight(titles, BOLD);
  const drawRow = (cells: string[], h: number, font: FontName, head: boolean) => {
    let x = c.left;
    cells.forEach((v, i) => {
      c.box(x, c.y, widths[i], h, head ? LABEL_FILL : undefined);
      c.cell(v, x, c.y, widths[i], h, { font, align: head ? 'center' : block.columns[i].align });
      x += widths[i];
    });
    c.y += h;
  };
  const body = block.rows.map((r) => block.columns.map((_, i) => text(r[i])));
  const first = body[0] ?? [];
  c.ensure(headH + (first.length ? rowHeight(first, REGULAR) : c.size * 1.9));
  drawRow(titles, headH, BOLD, true);
  if (!body.length) {
    const h = c.size * 1.9;
    c.box(c.left, c.y, c.width, h);
    c.cell('（无）', c.left, c.y, c.width, h, { align: 'center' });
    c.y += h;
  }
  const rows: { cells: string[]; font: FontName }[] = body.map((cells) => ({ cells, font: REGULAR }));
  if (block.total) rows.push({ cells: block.columns.map((_, i) => text(block.total?.[i])), font: BOLD });
  for (const { cells, font } of rows) {
    const h = rowHeight(cells, font);
    if (c.ensure(h)) drawRow(titles, headH, BOLD, true);
    drawRow(cells, h, font, false);
  }
}

function drawNotes(c: Cursor, block: NotesBlock) {
  const { doc } = c;
  const size = c.size * 0.9;
  const lines = block.lines.map((l, i) => `${i + 1}. ${l}`);
  const titleH = c.measure(block.title, c.width, BOLD, size);
  const heights = lines.map((l) => c.measure(l, c.width, REGULAR, size));
  c.ensure(titleH + (heights[0] ?? 0));
  doc.font(BOLD).fontSize(size).fillColor('#000').text(block.title, c.left, c.y, { width: c.width, lineGap: 0 });
  c.y += titleH;
  lines.forEach((l, i) => {
    c.ensure(heights[i]);
    doc.font(REGULAR).fontSize(size).text(l, c.left, c.y, { width: c.width, lineGap: 0 });
    c.y += heights[i];
  });
}

function drawSignatures(c: Cursor, block: SignaturesBlock) {
  const h = c.size * 3.6;
  const w = c.width / Math.max(block.labels.length, 1);
  c.ensure(h);
  block.labels.forEach((label, i) => {
    const x = c.left + i * w;
    c.box(x, c.y, w, h);
    c.doc.font(BOLD).fontSize(c.size).fillColor('#000').text(`${label}：`, x + PAD + 2, c.y + PAD + 1, { width: w - 2 * PAD, lineGap: 0 });
    const value = text(block.values?.[i]);
    if (value) c.doc.font(REGULAR).fontSize(c.size * 0.9).text(value, x + PAD + 2, c.y + PAD + 1 + c.size * 1.4, { width: w - 2 * PAD - 2, lineGap: 0 });
  });
  c.y += h;
}

function drawBlock(c: Cursor, block: SheetBlock) {
  if (block.kind === 'grid') drawGrid(c, block);
  else if (block.kind === 'table') drawTable(c, block);
  else if (block.kind === 'notes') drawNotes(c, block);
  // Nothing fits an infinite height: a new page, unless this one is still empty.
  else if (block.kind === 'pageBreak') c.ensure(Infinity);
  else drawSignatures(c, block);
}

/** On every page, under the content: the footer note and the print time left, 第 n 页 / 共 m 页 right. */
function drawFooters(doc: Doc, paper: Paper, sheet: Sheet) {
  const size = paper.fontSize * 0.8;
  const { start, count } = doc.bufferedPageRange();
  const left = [sheet.footerNote, `打印时间：${formatBusinessDateTime(sheet.printedAt)}`].filter(Boolean).join('    ');
  const width = paper.width - paper.margin.left - paper.margin.right;
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const y = paper.height - paper.margin.bottom - size * 1.6;
    doc.font(REGULAR).fontSize(size).fillColor('#333');
    doc.text(left, paper.margin.left, y, { width, align: 'left', lineBreak: false });
    doc.text(`第 ${i - start + 1} 页 / 共 ${count} 页`, paper.margin.left, y, { width, align: 'right', lineBreak: false });
  }
}

/**
 * A sheet as PDF bytes: Noto Sans SC embedded as a subset of the glyphs used, the paper's size, a footer on each
 * page. The same sheet with the same `creationDate` gives the same bytes.
 */
export async function renderSheet(sheet: Sheet, opts: RenderOptions = {}): Promise<Buffer> {
  const paper = PAPERS[sheet.paper];
  const doc = new PDFDocument({
    size: [paper.width, paper.height],
    margin: 0,
    bufferPages: true,
    // No standard font: every glyph comes from the embedded CJK face (pdfkit loads Helvetica unless told '').
    font: '',
    lang: 'zh-CN',
    displayTitle: true,
    info: { Title: sheet.number ? `${sheet.title} ${sheet.number}` : sheet.title, Creator: 'Meiyun', Producer: 'Meiyun', CreationDate: opts.creationDate ?? sheet.printedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR, fontBytes('regular'));
  doc.registerFont(BOLD, fontBytes('bold'));
  doc.font(REGULAR).fontSize(paper.fontSize).fillColor('#000');

  const c = new Cursor(doc, paper);
  drawTitle(c, sheet);
  const gap = paper.fontSize * 0.7;
  sheet.blocks.forEach((block, i) => {
    if (i > 0) c.y += gap;
    drawBlock(c, block);
  });
  drawFooters(doc, paper, sheet);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
