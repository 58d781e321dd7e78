/**
 * The canonical form of a request path, used to decide whether a request is public. Anything a server, proxy
 * or router might read differently (encodings, `;` parameters, dot segments, duplicate or trailing slashes,
 * file suffixes) is removed, so a protected route cannot be reached under a disguised public name.
 */
const FILE_SUFFIX = /\.(js|mjs|json|html?|css|png|jpe?g|gif|svg|ico|txt|xml|map|woff2?|do|action|jsp)$/i;

export function normalizePath(rawUrl: string): string {
  let p = rawUrl.split('?')[0].split('#')[0];
  // Decode until stable: %252e%252e must not survive as %2e%2e for a later reader.
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(p);
    } catch {
      next = p.replace(/%([0-9a-fA-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
    }
    if (next === p) break;
    p = next;
  }
  p = p.replace(/\\/g, '/');
  const out: string[] = [];
  for (const raw of p.split('/')) {
    const seg = raw.split(';')[0];
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      out.pop();
      continue;
    }
    out.push(seg);
  }
  let result = '/' + out.join('/');
  while (FILE_SUFFIX.test(result)) result = result.replace(FILE_SUFFIX, '');
  return result;
}

/** A route pattern (`/sys/randomImage/:key`, `/x/*`) as a regular expression over normalised paths. */
export function routePatternToRegex(pattern: string): RegExp {
  const esc = pattern
    .split('/')
    .map((seg) => {
      if (seg === '*') return '.*';
      if (seg.startsWith(':')) return '[^/]+';
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${esc}$`);
}
