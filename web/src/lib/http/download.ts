import type { Envelope } from '@meiyun/shared';
import { feedback } from '../feedback/feedback';
import { http } from './client';
import { ErrorTexts } from './errorCatalogue';

/** File name from a content-disposition header: RFC 5987 filename* first, then plain filename. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  if (plain) {
    try {
      return decodeURIComponent(plain[2].trim());
    } catch {
      return plain[2].trim();
    }
  }
  return null;
}

/** GET as a blob and save it; a JSON blob is the server refusing, so its message is shown instead. */
export async function downloadFile(url: string, fallbackName: string, params?: Record<string, unknown>): Promise<boolean> {
  try {
    const res = await http.get<Blob>(url, { params, responseType: 'blob' });
    const blob = res.data;
    if (blob.type.includes('application/json')) {
      const envelope = JSON.parse(await blob.text()) as Envelope;
      feedback.message.warning(envelope.message || ErrorTexts.downloadFailed);
      return false;
    }
    const name = fileNameFromDisposition(res.headers['content-disposition'] as string | undefined) ?? fallbackName;
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(href);
    return true;
  } catch {
    feedback.message.error(ErrorTexts.downloadFailed);
    return false;
  }
}
