const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** 1536 → '1.50 KB' (binary units, as operating systems show disks and memory). */
export function formatBytes(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—';
  let v = n;
  let i = 0;
  while (Math.abs(v) >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(2)} ${UNITS[i]}`;
}

/** 93784 → '1天 2小时 3分 4秒'. */
export function formatUptime(sec: number): string {
  const d = Math.floor(sec / 86400);
  const h = Math.floor((sec % 86400) / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = Math.floor(sec % 60);
  return [d && `${d}天`, (d || h) && `${h}小时`, (d || h || m) && `${m}分`, `${s}秒`].filter(Boolean).join(' ');
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}
