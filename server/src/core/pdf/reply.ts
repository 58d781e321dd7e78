import type { FastifyReply } from 'fastify';

/** A PDF download name: no path or control characters, `.pdf` appended. */
export function pdfFileName(raw: string): string {
  const base = raw.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '').trim().slice(0, 100) || '打印';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/**
 * Shown in the browser's viewer (inline), saved under the Chinese name: an ASCII fallback for old clients and the
 * UTF-8 name of RFC 5987. Printed sheets carry names and phone numbers, so nothing caches them.
 */
export function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  const file = pdfFileName(name);
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(file).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
