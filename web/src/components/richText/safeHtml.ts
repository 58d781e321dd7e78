import DOMPurify from 'dompurify';
import { previewSrc } from '../markdown/markdownImage';

/**
 * Announcement HTML made safe to render: DOMPurify's defaults (no script, no event handlers, no javascript:
 * links), links opened in a new tab without access to this page, and our stored images given the session
 * token they need.
 */
export function sanitizeHtml(html: string, token?: string | null): string {
  const purify = DOMPurify();
  // Without a usable DOM, DOMPurify hands the input back unchanged: show it as text rather than trust it.
  if (!purify.isSupported) return html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src) node.setAttribute('src', previewSrc(src, token));
    }
  });
  return purify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'] });
}
