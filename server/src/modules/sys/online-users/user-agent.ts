/** A short "browser on system" for a User-Agent header, as the online-users list shows it. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return '';
  const browser =
    match(ua, /Edg(?:e|A|iOS)?\/(\d+)/, 'Edge') ??
    match(ua, /(?:OPR|Opera)\/(\d+)/, 'Opera') ??
    match(ua, /MicroMessenger\/(\d+)/, '微信') ??
    match(ua, /Firefox\/(\d+)/, 'Firefox') ??
    match(ua, /(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/, 'Chrome') ??
    match(ua, /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari/, 'Safari') ??
    '其他';
  const system = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(ua)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} / ${system}` : browser;
}

function match(ua: string, re: RegExp, name: string): string | undefined {
  const m = re.exec(ua);
  return m ? `${name} ${m[1]}` : undefined;
}
