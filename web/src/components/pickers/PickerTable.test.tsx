// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';

const getAction = vi.fn();
vi.mock('../../lib/http', () => ({ getAction: (...a: unknown[]) => getAction(...a) }));
const { PickerTable } = await import('./PickerTable');
const { PickedChips } = await import('./PickedChips');
const { QueryInput } = await import('./PickerQueryForm');
const { textColumns } = await import('./pickerColumns');
const { usePickerSelection } = await import('./usePickerSelection');

type Row = { id: string; name: string };
const ALL: Row[] = [
  { id: 'a', name: '甲' },
  { id: 'b', name: '乙' },
  { id: 'c', name: '丙' },
];

function Picker() {
  const selection = usePickerSelection<Row>({ open: true, keyOf: (r) => r.id, multi: true });
  return (
    <PickerTable<Row>
      url="/demo/list"
      params={{ column: 'createTime' }}
      query={{ fields: () => <QueryInput name="name" label="名称" width={160} /> }}
      header={<PickedChips selection={selection} labelOf={(r) => r.name} />}
      columns={textColumns([{ dataIndex: 'name', title: '名称' }])}
      selection={selection}
      pageSize={2}
    />
  );
}

const lastQuery = () => getAction.mock.calls.at(-1)![1] as Record<string, unknown>;
const rowOf = (name: string) => [...document.querySelectorAll<HTMLElement>('tr.ant-table-row')].find((tr) => tr.textContent?.includes(name))!;
const chosen = () => screen.getByTestId('picker-chosen').textContent;

beforeEach(() => {
  getAction.mockReset();
  getAction.mockImplementation(async (_url: string, q: { pageNo: number; pageSize: number }) => ({
    success: true,
    result: { records: ALL.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize), total: ALL.length },
  }));
});
afterEach(cleanup);

describe('PickerTable', () => {
  it('keeps rows chosen on other pages, and searches and resets from page 1', { timeout: 20000 }, async () => {
    render(
      <App>
        <Picker />
      </App>,
    );
    await waitFor(() => expect(rowOf('甲')).toBeTruthy());
    expect(getAction).toHaveBeenCalledWith('/demo/list', { column: 'createTime', pageNo: 1, pageSize: 2 });

    fireEvent.click(rowOf('甲'));
    expect(chosen()).toContain('已选 1 项');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rowOf('丙')).toBeTruthy());
    fireEvent.click(rowOf('丙'));
    expect(chosen()).toContain('已选 2 项');
    fireEvent.click(screen.getByTitle('1'));
    await waitFor(() => expect(rowOf('乙')).toBeTruthy());
    expect((rowOf('甲').querySelector('input[type="checkbox"]') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByPlaceholderText('请输入名称'), { target: { value: '丙' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ column: 'createTime', name: '*丙*', pageNo: 1, pageSize: 2 }));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery().pageNo).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ column: 'createTime', pageNo: 1, pageSize: 2 }));
    expect(chosen()).toContain('已选 2 项');
  });
});
