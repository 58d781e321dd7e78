import type { Envelope } from '@meiyun/shared';
import { ErrorTexts, http } from '../../../lib/http';

/** A printed sheet fetched with the session: the PDF, or the server's refusal (a JSON envelope in a blob). */
export type Printout = { ok: true; pdf: Blob } | { ok: false; message: string };

/** The server answers a refusal (未找到对应数据, no permission) as the envelope, whatever the URL's file type. */
export async function readPrintout(blob: Blob): Promise<Printout> {
  if (blob.type.includes('application/json')) {
    const envelope = JSON.parse(await blob.text()) as Envelope;
    return { ok: false, message: envelope.message || ErrorTexts.downloadFailed };
  }
  return { ok: true, pdf: blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }) };
}

/** How long the tab's object URL lives: the viewer has read it by then. */
const KEEP_URL_MS = 5 * 60_000;

/**
 * Opens a printed sheet (a PDF route) in a new tab for the browser's viewer and its print button. An <a href> or
 * window.open of the route itself cannot send the session header, so the PDF comes through the HTTP client (as
 * downloads do) and the tab shows it from an object URL. The tab is opened at the click, before the fetch, so no
 * popup blocker stops it; a refusal closes it again and answers the server's message.
 */
export async function openPrintout(url: string, params: Record<string, unknown>): Promise<Printout> {
  const tab = window.open('', '_blank');
  let result: Printout;
  try {
    const res = await http.get<Blob>(url, { params, responseType: 'blob' });
    result = await readPrintout(res.data);
  } catch {
    result = { ok: false, message: ErrorTexts.downloadFailed };
  }
  if (!result.ok) {
    tab?.close();
    return result;
  }
  const href = URL.createObjectURL(result.pdf);
  if (tab) tab.location.href = href;
  else window.location.assign(href);
  window.setTimeout(() => URL.revokeObjectURL(href), KEEP_URL_MS);
  return result;
}
