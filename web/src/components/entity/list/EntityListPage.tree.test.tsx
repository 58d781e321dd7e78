// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityMeta } from '@meiyun/shared';
import { stubMatchMedia } from '../../../lib/testing/matchMedia';
import type { EntityListPageProps } from './EntityListPage';

const getAction = vi.fn();
const postAction = vi.fn();
vi.mock('../../../lib/http', () => ({
  getAction: (...a: unknown[]) => getAction(...a),
  postAction: (...a: unknown[]) => postAction(...a),
  putAction: vi.fn(),
  deleteAction: vi.fn(),
  downloadFile: vi.fn(),
  uploadAction: vi.fn(),
}));
vi.mock('./useListRouteKey', () => ({ useListRouteKey: () => 'test-tree' }));
vi.mock('../../auth/useButtonAccess', () => ({ useHasPermission: () => () => true }));

const { EntityListPage } = await import('./EntityListPage');

const meta: EntityMeta = {
  name: 'sysNode',
  title: '节点',
  api: '/sys/node',
  perm: 'system:node',
  platformWide: true,
  tree: { parentField: 'pid', hasChildField: 'hasChild', root: '0' },
  actions: ['list', 'add', 'edit', 'delete'],
  fields: [
    { name: 'name', label: '名称', type: 'string', required: true, query: true },
    { name: 'pid', label: '父级', type: 'string', list: false, form: false },
    { name: 'hasChild', label: '有子节点', type: 'string', list: false, form: false },
  ],
};
const rows: Record<string, { id: string; name: string; pid: string; hasChild: string }[]> = {
  '0': [
    { id: 'a', name: '华北', pid: '0', hasChild: '1' },
    { id: 'b', name: '华南', pid: '0', hasChild: '0' },
  ],
  a: [{ id: 'a1', name: '山西', pid: 'a', hasChild: '0' }],
};
// A busy machine renders the lists slowly.
const slow = { timeout: 15000 };
const page = (records: unknown[]) => ({ success: true, result: { records, total: records.length, size: 10, current: 1, pages: 1 } });
const listCalls = () => getAction.mock.calls.filter(([url]) => url === '/sys/node/list').map(([, params]) => params as Record<string, unknown>);

beforeAll(stubMatchMedia);
beforeEach(() => {
  getAction.mockReset();
  getAction.mockImplementation(async (url: string, params: Record<string, unknown>) => {
    if (!url.endsWith('/list')) return { success: true, result: null };
    if (typeof params.pid === 'string') return page(rows[params.pid] ?? []);
    if (!params.name) return page(rows['0']);
    return page([...rows['0'], ...rows.a].filter((r) => String(params.name).includes(r.name)));
  });
  postAction.mockReset();
  postAction.mockResolvedValue({ success: true, message: '添加成功！', result: null });
});
afterEach(cleanup);

const show = (props: Partial<EntityListPageProps> = {}) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <EntityListPage meta={meta} tree={meta.tree} {...props} />
      </App>
    </QueryClientProvider>,
  );
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const expandButton = (row: HTMLElement) => row.querySelector<HTMLElement>('button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');

describe('EntityListPage tree', () => {
  it('lists the top rows and reads a branch when its row opens', { timeout: 60000 }, async () => {
    show();
    await waitFor(() => expect(screen.getByText('华北')).toBeTruthy(), slow);
    expect(listCalls()[0]).toMatchObject({ pid: '0', pageNo: 1 });
    // Only the row flagged with children opens.
    expect(expandButton(rowOf('华南'))).toBeNull();
    fireEvent.click(expandButton(rowOf('华北'))!);
    await waitFor(() => expect(screen.getByText('山西')).toBeTruthy(), slow);
    expect(listCalls().at(-1)).toMatchObject({ pid: 'a', pageNo: 1, pageSize: 500 });
  });

  it('lists the matches of a search flat, without the root', { timeout: 60000 }, async () => {
    show();
    await waitFor(() => expect(screen.getByText('华北')).toBeTruthy(), slow);
    // The first is the query form's; the add dialog's comes later, in its portal.
    fireEvent.change(screen.getAllByPlaceholderText('请输入名称')[0], { target: { value: '山西' } });
    fireEvent.click(screen.getAllByRole('button', { name: /查\s*询/ }).find((b) => b.getAttribute('type') === 'submit')!);
    await waitFor(() => expect(screen.getByText('山西')).toBeTruthy(), slow);
    expect(listCalls().at(-1)).not.toHaveProperty('pid');
    expect(expandButton(rowOf('山西'))).toBeNull();
  });

  it('adds a child under a row through 添加下级 and opens its branch', { timeout: 60000 }, async () => {
    show();
    await waitFor(() => expect(screen.getByText('华南')).toBeTruthy(), slow);
    fireEvent.click(within(rowOf('华南')).getByText('更多'));
    fireEvent.click(await screen.findByText('添加下级', {}, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByPlaceholderText('请输入名称'), { target: { value: '广东' } });
    rows.b = [{ id: 'b1', name: '广东', pid: 'b', hasChild: '0' }];
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(postAction).toHaveBeenCalled(), slow);
    expect(postAction.mock.calls[0]).toEqual(['/sys/node/add', expect.objectContaining({ name: '广东', pid: 'b' })]);
    await waitFor(() => expect(screen.getByText('广东')).toBeTruthy(), slow);
    expect(listCalls().some((p) => p.pid === 'b')).toBe(true);
    delete rows.b;
  });
});

describe('EntityListPage rows', () => {
  it('reports a click on a row itself and marks the active row', { timeout: 60000 }, async () => {
    const onRowClick = vi.fn();
    const onRecords = vi.fn();
    show({ tree: undefined, onRowClick, activeRowId: 'b', onRecords });
    await waitFor(() => expect(screen.getByText('华北')).toBeTruthy(), slow);
    expect(onRecords).toHaveBeenLastCalledWith(expect.arrayContaining([expect.objectContaining({ id: 'a' })]));
    expect(rowOf('华南').className).toContain('entity-list-row-active');
    expect(rowOf('华北').className).not.toContain('entity-list-row-active');
    fireEvent.click(screen.getByText('华北'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
    onRowClick.mockClear();
    fireEvent.click(within(rowOf('华北')).getByText('编辑'));
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows what a screen renders below an expanded row', { timeout: 60000 }, async () => {
    show({ tree: undefined, expandedRow: (record) => <div>内嵌 {record.id}</div> });
    await waitFor(() => expect(screen.getByText('华北')).toBeTruthy(), slow);
    fireEvent.click(expandButton(rowOf('华北'))!);
    expect(await screen.findByText('内嵌 a', {}, slow)).toBeTruthy();
  });
});
