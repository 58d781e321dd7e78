// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntityMeta } from '@meiyun/shared';
import { stubMatchMedia } from '../../../lib/testing/matchMedia';

const getAction = vi.fn();
vi.mock('../../../lib/http', () => ({
  getAction: (...a: unknown[]) => getAction(...a),
  postAction: vi.fn(),
  putAction: vi.fn(),
  deleteAction: vi.fn(),
  downloadFile: vi.fn(),
  uploadAction: vi.fn(),
}));
vi.mock('./useListRouteKey', () => ({ useListRouteKey: () => 'test-things' }));
vi.mock('../../auth/useButtonAccess', () => ({ useHasPermission: () => () => true }));

const { EntityListPage } = await import('./EntityListPage');

const meta: EntityMeta = {
  name: 'sysThing',
  title: '物品',
  api: '/sys/thing',
  perm: 'system:thing',
  platformWide: true,
  actions: ['list', 'add', 'edit', 'delete'],
  fields: [
    { name: 'code', label: '编码', type: 'string', query: true },
    { name: 'name', label: '名称', type: 'string', query: true },
  ],
};
const row = { id: 't1', code: 'A1', name: '甲' };

beforeAll(() => {
  stubMatchMedia();
  getAction.mockImplementation(async (url: string) =>
    url.endsWith('/list') ? { success: true, result: { records: [row], total: 1, size: 10, current: 1, pages: 1 } } : { success: true, result: row },
  );
});
afterEach(cleanup);

const page = (editForm?: Parameters<typeof EntityListPage>[0]['editForm']) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <EntityListPage meta={meta} editForm={editForm} />
      </App>
    </QueryClientProvider>,
  );

describe('EntityListPage editForm', () => {
  it("opens the screen's own dialog for 新增 and 编辑, never the declaration's", async () => {
    page(({ mode, record, open, onClose }) =>
      open ? (
        <div data-testid="own-form">
          {mode}:{record?.id ?? ''}
          <button onClick={onClose}>关闭</button>
        </div>
      ) : null,
    );
    await waitFor(() => expect(screen.getByText('甲')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    expect(screen.getByTestId('own-form').textContent).toContain('add:');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('关闭'));
    expect(screen.queryByTestId('own-form')).toBeNull();
    fireEvent.click(screen.getByText('编辑'));
    expect(screen.getByTestId('own-form').textContent).toContain('edit:t1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the declaration's dialog without one", async () => {
    page();
    await waitFor(() => expect(screen.getByText('甲')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByPlaceholderText('请输入编码')).toBeTruthy();
  });
});
