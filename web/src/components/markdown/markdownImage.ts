import { STATIC_PREFIX } from '../upload/uploadState';

export const URL_PATTERN = /^https?:\/\/\S+$/i;

/** The markdown of an inserted image; brackets in the remark are escaped so it cannot end the alt text. */
export function imageMarkdown(url: string, remark: string): string {
  const alt = remark.replace(/([[\]\\])/g, '\\$1');
  const target = url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `![${alt}](${target})`;
}

/**
 * Stored images need the session: the preview adds the token to our static addresses while the saved text
 * keeps them without it.
 */
export function previewSrc(src: string, token: string | null | undefined): string {
  if (!token || !src.startsWith(STATIC_PREFIX) || /[?&]token=/.test(src)) return src;
  return `${src}${src.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** An image inserted mid-text starts its own paragraph, so it does not join a quote or list above it. */
export function paragraphBreakBefore(text: string, position: number): string {
  if (position <= 0) return '';
  const before = text.slice(Math.max(0, position - 2), position);
  if (before.endsWith('\n\n') || (position === 1 && before === '\n')) return '';
  return before.endsWith('\n') ? '\n' : '\n\n';
}
