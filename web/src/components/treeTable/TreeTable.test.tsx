// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

const getAction = vi.fn();
const error = vi.fn();
vi.mock('../../lib/http', () => ({ getAction: (...a: unknown[]) => getAction(...a) }));
vi.mock('../../lib/feedback/feedback', () => ({ feedback: { message: { warning: vi.fn(), error: (m: string) => error(m) } } }));

const { TreeTable } = await import('./TreeTable');

beforeEach(() => {
  getAction.mockReset();
  error.mockReset();
});
afterEach(cleanup);

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result });
const columns = [{ title: '名称', dataIndex: 'name', key: 'name' }];

describe('TreeTable', () => {
  it('loads children on expand with parentId; an empty answer removes them', async () => {
    getAction.mockImplementation(async (_url: string, params: Record<string, unknown>) => {
      if (!params.parentId) return ok({ records: [{ id: 'r1', name: '煤种', hasChildren: true }, { id: 'r2', name: '运输方式', hasChildren: true }], total: 2 });
      if (params.parentId === 'r1') return ok([{ id: 'c1', name: '动力煤', hasChildren: false }]);
      return ok([]);
    });
    const { container } = render(<TreeTable url="/roots" childrenUrl="/kids" columns={columns} />);
    await waitFor(() => expect(screen.getByText('煤种')).toBeTruthy());
    expect(getAction).toHaveBeenCalledWith('/roots', { pageNo: 1, pageSize: 10 });
    let icons = container.querySelectorAll('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    expect(icons.length).toBe(2);
    fireEvent.click(icons[0]);
    await waitFor(() => expect(screen.getByText('动力煤')).toBeTruthy());
    expect(getAction).toHaveBeenCalledWith('/kids', { parentId: 'r1' });
    icons = container.querySelectorAll('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    fireEvent.click(icons[icons.length - 1]);
    await waitFor(() => expect(getAction).toHaveBeenCalledWith('/kids', { parentId: 'r2' }));
    await waitFor(() => {
      const row = screen.getByText('运输方式').closest('tr')!;
      expect(row.querySelector('.ant-table-row-expand-icon-spaced')).not.toBeNull();
    });
  });

  it('shows the loading placeholder child of an expanded node', async () => {
    let release: (v: unknown) => void = () => undefined;
    getAction.mockImplementation(async (_url: string, params: Record<string, unknown>) =>
      params.parentId ? new Promise((r) => (release = r)) : ok([{ id: 'r1', name: '煤种', hasChildren: true }]),
    );
    const { container } = render(<TreeTable url="/rows" columns={columns} />);
    await waitFor(() => expect(screen.getByText('煤种')).toBeTruthy());
    fireEvent.click(container.querySelector('.ant-table-row-expand-icon')!);
    await waitFor(() => expect(screen.getByText(/加载中/)).toBeTruthy());
    release(ok([{ id: 'c1', name: '焦煤' }]));
    await waitFor(() => expect(screen.getByText('焦煤')).toBeTruthy());
    expect(screen.queryByText(/加载中/)).toBeNull();
  });

  it('says 返回数据类型不识别 for an answer that is neither a list nor a page', async () => {
    getAction.mockResolvedValue(ok({ id: 'x' }));
    render(<TreeTable url="/odd" columns={columns} />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('返回数据类型不识别'));
  });
});
