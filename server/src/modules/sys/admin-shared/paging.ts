import type { Page } from '@meiyun/shared';

export function page<T>(records: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}
