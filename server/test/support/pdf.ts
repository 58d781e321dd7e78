/**
 * Reading a PDF back in tests: pdf.js (the viewer browsers use) parses it and gives each page's size and text
 * items, so a test sees what a reader would, not the bytes pdfkit wrote.
 */
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextItem {
  str: string;
  /** Left edge and width in points; the right edge of a right-aligned number is x + width. */
  x: number;
  y: number;
  width: number;
}

export interface PdfPage {
  width: number;
  height: number;
  items: PdfTextItem[];
  /** The page's text with no white space, to look for a phrase whatever way it was split into items. */
  text: string;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  // pdf.js takes the buffer over: it is given a copy.
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const items = content.items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str, x: i.transform[4], y: i.transform[5], width: i.width }] : []));
    pages.push({ width, height, items, text: items.map((i) => i.str).join('').replace(/\s+/g, '') });
  }
  await doc.destroy();
  return pages;
}

export interface PdfImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  rgba: Uint8ClampedArray;
}

/** The images a page paints, decoded to RGBA (to read a printed QR code back with jsQR). */
export async function pdfImages(bytes: Uint8Array, pageNo = 1): Promise<PdfImage[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const page = await doc.getPage(pageNo);
  const ops = await page.getOperatorList();
  const out: PdfImage[] = [];
  for (let i = 0; i < ops.fnArray.length; i += 1) {
    if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
    const name = ops.argsArray[i][0] as string;
    const img = await new Promise<{ width: number; height: number; data: Uint8Array | Uint8ClampedArray; kind: number }>((resolve) => page.objs.get(name, resolve));
    out.push({ width: img.width, height: img.height, rgba: toRgba(img) });
  }
  await doc.destroy();
  return out;
}

function toRgba(img: { width: number; height: number; data: Uint8Array | Uint8ClampedArray; kind: number }): Uint8ClampedArray {
  const n = img.width * img.height;
  const rgba = new Uint8ClampedArray(n * 4);
  if (img.kind === ImageKind.RGBA_32BPP) return new Uint8ClampedArray(img.data);
  if (img.kind === ImageKind.RGB_24BPP) {
    for (let p = 0; p < n; p += 1) rgba.set([img.data[p * 3], img.data[p * 3 + 1], img.data[p * 3 + 2], 255], p * 4);
    return rgba;
  }
  // 1 bit a pixel, rows padded to whole bytes, 1 is white.
  const rowBytes = Math.ceil(img.width / 8);
  for (let y = 0; y < img.height; y += 1) {
    for (let x = 0; x < img.width; x += 1) {
      const v = (img.data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1 ? 255 : 0;
      rgba.set([v, v, v, 255], (y * img.width + x) * 4);
    }
  }
  return rgba;
}
