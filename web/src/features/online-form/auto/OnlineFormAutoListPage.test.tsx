// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFieldConfig, onlineTable, type OnlineFormConfig, type OnlineFormHead } from '@meiyun/shared';
import { stubMatchMedia } from '../../../lib/testing/matchMedia';

const getAction = vi.fn();
vi.mock('../../../lib/http', () => ({
  getAction: (...a: unknown[]) => getAction(...a),
  postAction: vi.fn(),
  putAction: vi.fn(),
  deleteAction: vi.fn(),
  downloadFile: vi.fn(),
  uploadAction: vi.fn(),
  resultOf: (env: { success: boolean; message: string; result: unknown }) => {
    if (!env.success) throw new Error(env.message);
    return env.result;
  },
  errorText: (e: Error) => e.message,
}));
vi.mock('../../../components/auth/useButtonAccess', () => ({ useHasPermission: () => () => true }));

const { default: OnlineFormAutoListPage } = await import('./OnlineFormAutoListPage');

const head = (over: Partial<OnlineFormHead> & Pick<OnlineFormHead, 'code' | 'tableName' | 'tableTxt'>): OnlineFormHead => ({
  id: `id-${over.code}`,
  formType: '1',
  listStyle: 'normal',
  subTables: null,
  foreignKey: null,
  fieldConfig: JSON.stringify(defaultFieldConfig(onlineTable(over.tableName)!)),
  ...over,
});
const erp: OnlineFormConfig = {
  head: head({ code: 'carriers', tableName: 'coalCarrier', tableTxt: '承运单位ERP', formType: '2', listStyle: 'erp', subTables: 'cars' }),
  subs: [head({ code: 'cars', tableName: 'coalCar', tableTxt: '承运车辆', formType: '3', foreignKey: 'carrierId' })],
};
const carriers = [
  { id: 'c1', name: '晋运物流' },
  { id: 'c2', name: '陕通运输' },
];
// A busy machine renders the lists slowly.
const slow = { timeout: 15000 };
const page = (records: unknown[]) => ({ success: true, result: { records, total: records.length, size: 10, current: 1, pages: 1 } });
let config: unknown;

beforeAll(stubMatchMedia);
beforeEach(() => {
  getAction.mockReset();
  getAction.mockImplementation(async (url: string, params: Record<string, unknown> = {}) => {
    if (url.startsWith('/online/cgform/api/getFormConfig/')) return config;
    if (url === '/coal/carrier/list') return page(carriers);
    if (url === '/coal/car/list') return page([{ id: `car-${params.carrierId}`, plateNo: `晋A${params.carrierId}` }]);
    return { success: true, result: null };
  });
});
afterEach(cleanup);

const show = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/online/cgformList/:code" element={<OnlineFormAutoListPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

describe('online form list', () => {
  it('reads the form of its path and says why it cannot show one', { timeout: 60000 }, async () => {
    config = { success: false, message: '表单不存在或已删除', result: null };
    show('/online/cgformList/nope');
    expect(await screen.findByText('表单不存在或已删除', {}, slow)).toBeTruthy();
    expect(getAction).toHaveBeenCalledWith('/online/cgform/api/getFormConfig/nope');
  });

  it('shows an ERP master with the 附表 of its first row, then of the row clicked', { timeout: 60000 }, async () => {
    config = { success: true, message: '', result: erp };
    show('/online/cgformList/carriers');
    expect(await screen.findByText('晋运物流', {}, slow)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '承运车辆' }, slow)).toBeTruthy();
    expect(await screen.findByText('晋Ac1', {}, slow)).toBeTruthy();
    expect(screen.getByText('晋运物流').closest('tr')!.className).toContain('entity-list-row-active');
    fireEvent.click(screen.getByText('陕通运输'));
    expect(await screen.findByText('晋Ac2', {}, slow)).toBeTruthy();
    expect(screen.queryByText('晋Ac1')).toBeNull();
    const carCalls = getAction.mock.calls.filter(([url]) => url === '/coal/car/list').map(([, p]) => (p as Record<string, unknown>).carrierId);
    expect(carCalls).toEqual(['c1', 'c2']);
  });

  it('shows a Tab master’s row and its 附表 in a drawer', { timeout: 60000 }, async () => {
    config = { success: true, message: '', result: { ...erp, head: { ...erp.head, listStyle: 'tab' } } };
    show('/online/cgformList/carriers');
    const row = (await screen.findByText('陕通运输', {}, slow)).closest('tr')!;
    fireEvent.click(within(row).getByText('附表'));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(within(drawer).getByRole('tab', { name: '主表信息' })).toBeTruthy();
    expect(within(drawer).getByText('陕通运输')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('tab', { name: '承运车辆' }));
    expect(await within(drawer).findByText('晋Ac2', {}, slow)).toBeTruthy();
  });
});
