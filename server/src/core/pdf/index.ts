/** Printed sheets as PDF (docs/printing.md): a declarative form laid out on A4 or the 241 mm half sheet. */
export { renderSheet } from './render';
export { sendPdf, pdfFileName } from './reply';
export { PAPERS, isPaperName, mm, type Paper, type PaperName } from './paper';
export type { Align, GridBlock, GridCell, NotesBlock, PageBreakBlock, QrAside, RenderOptions, Sheet, SheetBlock, SignaturesBlock, TableBlock, TableColumn } from './sheet';
export { printQuerySchema } from './query';
