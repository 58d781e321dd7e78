import type { Page } from '@meiyun/shared';

export function page<T>(records: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}

/**
 * A text filter read as the generic list queries read it (`*abc*` contains, `abc*` starts with, `*abc` ends
 * with, else equals): the pattern for ILIKE with the user's text escaped, or null for an exact match.
 */
export function likePattern(value: string): { op: 'like' | 'eq'; value: string } {
  const starts = value.startsWith('*');
  const ends = value.endsWith('*') && value.length > 1;
  const core = value.replace(/^\*/, '').replace(/\*$/, '');
  if (!starts && !ends) return { op: 'eq', value: core };
  const escaped = core.replace(/[\\%_]/g, (c) => '\\' + c);
  return { op: 'like', value: `${starts ? '%' : ''}${escaped}${ends ? '%' : ''}` };
}
