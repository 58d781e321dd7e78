// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

const getAction = vi.fn();
const warning = vi.fn();
vi.mock('../../lib/http', () => ({ getAction: (...a: unknown[]) => getAction(...a) }));
vi.mock('../../lib/feedback/feedback', () => ({ feedback: { message: { warning: (m: string) => warning(m), error: vi.fn() } } }));

const { DictSearchSelect } = await import('./DictSearchSelect');

beforeEach(() => {
  getAction.mockReset();
  warning.mockReset();
});
afterEach(cleanup);

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result });

describe('DictSearchSelect', () => {
  it('shows the text of an initial value through loadDictItem', async () => {
    getAction.mockResolvedValue(ok(['调度中心']));
    render(<DictSearchSelect dict="sys_depart,depart_name,org_code" value="A01A01" />);
    await waitFor(() => expect(screen.getByText('调度中心')).toBeTruthy());
    expect(getAction).toHaveBeenCalledWith('/sys/dict/loadDictItem/sys_depart%2Cdepart_name%2Corg_code', { key: 'A01A01' });
  });

  it('searches once after typing stops, 10 a page, and says when nothing matched', async () => {
    getAction.mockResolvedValue(ok([]));
    render(<DictSearchSelect dict="sex" />);
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '男' } });
    fireEvent.change(input, { target: { value: '男人' } });
    await waitFor(() => expect(getAction).toHaveBeenCalledTimes(1));
    expect(getAction).toHaveBeenCalledWith('/sys/dict/loadDict/sex', { keyword: '男人', pageSize: 10 });
    await waitFor(() => expect(document.querySelector('.ant-select-item-empty')?.textContent).toBe('没有查询到任何数据'));
  });

  it('asks for input when the box is empty', async () => {
    render(<DictSearchSelect dict="sex" />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-empty')?.textContent).toBe('请输入搜索内容'));
    expect(getAction).not.toHaveBeenCalled();
  });

  it('warns with the server message when the search fails', async () => {
    getAction.mockResolvedValue({ success: false, code: 500, message: '字典表或字段不存在或不允许访问', result: null });
    render(<DictSearchSelect dict="bad,x,y" debounceMs={10} />);
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'a' } });
    await waitFor(() => expect(warning).toHaveBeenCalledWith('字典表或字段不存在或不允许访问'));
  });
});
