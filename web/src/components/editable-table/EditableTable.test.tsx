// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EditableTable } from './EditableTable';
import type { EditableTableRef, TableColumn } from './types';

const columns: TableColumn[] = [
  { key: 'name', title: '名称', type: 'input', validation: [{ required: true }, { unique: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber' },
];
const data = [
  { id: 'a', name: '甲', qty: 1 },
  { id: 'b', name: '乙', qty: 2 },
];

async function mount(extra: Partial<React.ComponentProps<typeof EditableTable>> = {}) {
  const ref = createRef<EditableTableRef>();
  const utils = render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <EditableTable ref={ref} columns={columns} dataSource={data} {...extra} />
      </App>
    </QueryClientProvider>,
  );
  // The virtualizer measures its window after the first commit; let it draw the rows.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  return { ref, ...utils };
}

const cellOf = (container: HTMLElement, row: number, key: string) => container.querySelector(`.etable-row[data-index="${row}"] [data-key="${key}"]`) as HTMLElement;
const inputs = (container: HTMLElement) => container.querySelectorAll('.etable-body input:not([type="checkbox"])');

// happy-dom has no layout: give elements a window's size so the virtualizer draws rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1200 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});

afterEach(cleanup);

describe('EditableTable', () => {
  it('keeps one cell in edit mode and leaves it on a click outside, not inside its pop-ups', async () => {
    const { container } = await mount();
    fireEvent.click(cellOf(container, 0, 'name'));
    expect(inputs(container)).toHaveLength(1);
    fireEvent.click(cellOf(container, 1, 'qty'));
    expect(inputs(container)).toHaveLength(1);
    expect((cellOf(container, 1, 'qty').querySelector('input') as HTMLInputElement).value).toBe('2');

    const popup = document.createElement('div');
    popup.className = 'ant-select-dropdown';
    const item = document.createElement('span');
    popup.appendChild(item);
    document.body.appendChild(popup);
    fireEvent.mouseDown(item);
    expect(inputs(container)).toHaveLength(1);
    fireEvent.mouseDown(document.body);
    expect(inputs(container)).toHaveLength(0);
    popup.remove();
  });

  it('shows every editor in always-edit mode', async () => {
    const { container } = await mount({ alwaysEdit: true });
    expect(inputs(container)).toHaveLength(4);
  });

  it('validates every row, answers the first error, and the values once fixed', async () => {
    const { container, ref } = await mount();
    fireEvent.click(cellOf(container, 1, 'name'));
    fireEvent.change(cellOf(container, 1, 'name').querySelector('input')!, { target: { value: '甲' } });
    let res = await act(() => ref.current!.validateAndGetValues());
    expect(res).toMatchObject({ ok: false, error: { rowId: 'a', rowIndex: 0, key: 'name', message: '名称不能重复' } });
    expect(container.querySelector('.etable-td-error')).not.toBeNull();
    fireEvent.click(cellOf(container, 1, 'name'));
    fireEvent.change(cellOf(container, 1, 'name').querySelector('input')!, { target: { value: '丙' } });
    res = await act(() => ref.current!.validateAndGetValues());
    expect(res.ok).toBe(true);
    if (res.ok) {
      expect(res.values.values.map((v) => v.name)).toEqual(['甲', '丙']);
      expect(res.values.edited.map((v) => v.id)).toEqual(['b']);
    }
  });

  it('number cells revert other input', async () => {
    const { container } = await mount();
    fireEvent.click(cellOf(container, 0, 'qty'));
    const input = cellOf(container, 0, 'qty').querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.change(input, { target: { value: '12x' } });
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '-1.5' } });
    expect(input.value).toBe('-1.5');
  });

  it('hides the toolbar buttons whose codes are excluded', async () => {
    await mount({ authPrefix: 'bill', excludeCodes: ['bill:add'] });
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    cleanup();
    await mount({ authPrefix: 'bill', excludeCodes: [] });
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeNull();
  });
});
