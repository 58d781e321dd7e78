// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../lib/testing/matchMedia';
import { PageTitleProvider } from '../../lib/routes/pageTitle';

const getAction = vi.fn();
const downloadFile = vi.fn();
vi.mock('../../lib/http', () => ({
  getAction: (...a: unknown[]) => getAction(...a),
  downloadFile: (...a: unknown[]) => downloadFile(...a),
  resultOf: (env: { success: boolean; message: string; result: unknown }) => {
    if (!env.success) throw new Error(env.message);
    return env.result;
  },
  errorText: (e: Error) => e.message,
}));

const { default: ReportAutoListPage } = await import('./ReportAutoListPage');

const COLUMNS = {
  cgRpConfigId: 'rp1',
  cgRpConfigName: '部门用户报表',
  columns: [
    { dataIndex: 'username', title: '用户账号', sorter: true },
    { dataIndex: 'sex', title: '性别', dictCode: 'sex' },
  ],
  dictOptions: { sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }] },
};
const QUERY_INFO = [{ field: 'username', label: '用户账号', mode: 'single', hidden: '0' }];
const ROWS = [
  { username: 'admin', sex: 1 },
  { username: 'lisi', sex: 2 },
];

const dataCalls = () => getAction.mock.calls.filter(([url]) => String(url).includes('/getData/')).map(([, params]) => params as Record<string, unknown>);

// antd's first table render in happy-dom takes a second or two on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeAll(stubMatchMedia);
beforeEach(() => {
  getAction.mockReset();
  downloadFile.mockReset();
  getAction.mockImplementation(async (url: string) => {
    if (url.startsWith('/online/cgreport/api/getRpColumns/user_by_depart')) return { success: true, result: COLUMNS };
    if (url.startsWith('/online/cgreport/api/getRpColumns/')) return { success: false, message: '报表不存在' };
    if (url === '/online/cgreport/api/getQueryInfo/rp1') return { success: true, result: QUERY_INFO };
    return { success: true, result: { records: ROWS, total: 23, size: 10, current: 1, pages: 3 } };
  });
});
afterEach(cleanup);

function page(path: string, named = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <PageTitleProvider value={named}>
            <Routes>
              <Route path="/online/cgreport/:code" element={<ReportAutoListPage />} />
            </Routes>
          </PageTitleProvider>
        </App>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return named;
}

describe('the report page (报表 auto list)', () => {
  it('reads the report of its path, names its tab after it, and shows dictionary texts', async () => {
    const named = page('/online/cgreport/user_by_depart?days=7');
    await waitFor(() => expect(screen.getByTestId('report-title').textContent).toBe('部门用户报表'));
    await screen.findByText('lisi');
    expect(screen.getByText('女')).toBeTruthy();
    expect(named).toHaveBeenCalledWith('/online/cgreport/user_by_depart?days=7', '部门用户报表');
    // The address's query fills the report's named parameters.
    expect(dataCalls()[0]).toMatchObject({ self_days: '7', pageNo: 1, pageSize: 10 });
  });

  it('queries, pages and sorts on the server, a new query or sort from page 1', async () => {
    page('/online/cgreport/user_by_depart');
    await screen.findByText('lisi');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(dataCalls().at(-1)).toMatchObject({ pageNo: 2 }));
    fireEvent.change(screen.getByPlaceholderText('请输入用户账号'), { target: { value: 'li' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(dataCalls().at(-1)).toMatchObject({ username: 'li', pageNo: 1 }));
    fireEvent.click(document.querySelector('th.ant-table-column-has-sorters')!);
    await waitFor(() => expect(dataCalls().at(-1)).toMatchObject({ username: 'li', sorter: 'username=asc', pageNo: 1 }));
  });

  it('exports the current query under the report’s name', async () => {
    page('/online/cgreport/user_by_depart');
    await screen.findByText('lisi');
    fireEvent.change(screen.getByPlaceholderText('请输入用户账号'), { target: { value: 'ad' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(dataCalls().at(-1)).toMatchObject({ username: 'ad' }));
    fireEvent.click(screen.getByTestId('report-export'));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('/online/cgreport/api/exportXls/rp1', '部门用户报表.xlsx', { username: 'ad' }));
  });

  it('says so when the report is not there', async () => {
    const named = page('/online/cgreport/nope');
    await screen.findByText('报表不存在');
    expect(screen.getByText('报表编码：nope')).toBeTruthy();
    expect(named).not.toHaveBeenCalled();
  });
});
