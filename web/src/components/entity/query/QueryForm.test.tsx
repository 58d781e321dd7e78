// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntityMeta } from '@meiyun/shared';
import { QueryForm } from './QueryForm';
import { buildListParams, initialListState } from './listQuery';
import { stubMatchMedia } from '../../../lib/testing/matchMedia';

const meta: EntityMeta = {
  name: 'sysThing',
  title: '物品',
  api: '/sys/thing',
  perm: 'system:thing',
  fields: [
    { name: 'code', label: '编码', type: 'string', query: true },
    { name: 'name', label: '名称', type: 'string', query: true },
    { name: 'remark', label: '备注', type: 'string', query: true },
    { name: 'weightKg', label: '重量', type: 'int', query: 'range' },
  ],
};

beforeAll(() => {
  stubMatchMedia();
});
afterEach(cleanup);

describe('the query form', () => {
  it('shows two conditions, the rest behind 展开/收起', async () => {
    render(<QueryForm meta={meta} onSearch={() => undefined} onReset={() => undefined} />);
    expect(screen.queryByPlaceholderText('请输入备注')).toBeNull();
    fireEvent.click(screen.getByText('展开'));
    await screen.findByPlaceholderText('请输入备注');
    fireEvent.click(screen.getByText('收起'));
    await waitFor(() => expect(screen.queryByPlaceholderText('请输入备注')).toBeNull());
  });

  it('hands the typed values to the search, which become list parameters; 重置 empties them', async () => {
    const onSearch = vi.fn();
    const onReset = vi.fn();
    render(<QueryForm meta={meta} onSearch={onSearch} onReset={onReset} />);
    fireEvent.change(screen.getByPlaceholderText('请输入名称'), { target: { value: '精煤' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    const filters = onSearch.mock.calls[0][0];
    expect(filters.name).toBe('精煤');
    const params = buildListParams(meta, { ...initialListState(meta), filters });
    expect(params.name).toBe('*精煤*');
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onReset).toHaveBeenCalled();
    await waitFor(() => expect((screen.getByPlaceholderText('请输入名称') as HTMLInputElement).value).toBe(''));
  });
});
