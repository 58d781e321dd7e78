import { describe, expect, it, vi } from 'vitest';
import { listPagination } from './pagination';

describe('listPagination', () => {
  it('shows x-y 共 N 条 and keeps the page when only the page changes', () => {
    const set = vi.fn();
    const p = listPagination({ pageNo: 2, pageSize: 10 }, 35, set);
    expect(p).toMatchObject({ current: 2, pageSize: 10, total: 35, showSizeChanger: true, showQuickJumper: true });
    expect(p.showTotal?.(35, [11, 20])).toBe('11-20 共 35 条');
    p.onChange?.(3, 10);
    expect(set).toHaveBeenLastCalledWith({ pageNo: 3, pageSize: 10 });
  });

  it('starts again at page 1 when the page size changes', () => {
    const set = vi.fn();
    listPagination({ pageNo: 4, pageSize: 10 }, 95, set).onChange?.(4, 20);
    expect(set).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20 });
  });
});
