import { useMemo, type CSSProperties } from 'react';
import { useSession } from '../../lib/session/sessionStore';
import { sanitizeHtml } from './safeHtml';

/** Renders stored HTML (announcements, rich text) after sanitising it; never trust HTML from the server. */
export function SafeHtml({ html, className, style }: { html: string; className?: string; style?: CSSProperties }) {
  const token = useSession((s) => s.token);
  const clean = useMemo(() => sanitizeHtml(html, token), [html, token]);
  return <div className={`safe-html ${className ?? ''}`} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
