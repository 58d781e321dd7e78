// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';

const getAction = vi.fn();
const error = vi.fn();
vi.mock('../../lib/http', () => ({ getAction: (...a: unknown[]) => getAction(...a) }));
vi.mock('../../lib/feedback/feedback', () => ({ feedback: { message: { warning: vi.fn(), error: (m: string) => error(m) } } }));

const { CategorySelect } = await import('./CategorySelect');

beforeEach(() => {
  getAction.mockReset();
  error.mockReset();
});
afterEach(cleanup);

describe('CategorySelect', () => {
  it('shows the server message as an error when the roots fail to load', async () => {
    getAction.mockResolvedValue({ success: false, code: 500, message: '该编码【Z99】不存在，请核实!', result: null });
    render(<CategorySelect pcode="Z99" />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('该编码【Z99】不存在，请核实!'));
    expect(getAction).toHaveBeenCalledWith('/sys/category/loadTreeRoot', { async: true, pcode: 'Z99' });
  });

  it('shows the name of a value set from outside (loadDictItem)', async () => {
    getAction.mockImplementation(async (url: string) =>
      url === '/sys/category/loadTreeRoot' ? { success: true, result: [] } : { success: true, result: ['混煤'] },
    );
    render(<CategorySelect pcode="A01" value="id-5" />);
    await waitFor(() => expect(screen.getByText('混煤')).toBeTruthy());
    expect(getAction).toHaveBeenCalledWith('/sys/category/loadDictItem/', { ids: 'id-5' });
  });
});
