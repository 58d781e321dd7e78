// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const getAction = vi.fn();
vi.mock('../../lib/http', () => ({ getAction: (...a: unknown[]) => getAction(...a) }));
vi.mock('../../lib/session/sessionStore', () => ({ useSession: (pick: (s: { dictItems: Record<string, unknown> }) => unknown) => pick({ dictItems: {} }) }));

const { DictSelect } = await import('./DictSelect');

const wrap = (node: ReactNode) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{node}</QueryClientProvider>);
const items = [
  { value: '1', text: '汽运', title: '汽运', label: '汽运' },
  { value: '2', text: '铁路', title: '铁路', label: '铁路' },
];

beforeEach(() => getAction.mockReset());
afterEach(cleanup);

describe('DictSelect', () => {
  it('renders radio options from getDictItems and emits the value', async () => {
    getAction.mockResolvedValue({ success: true, result: items });
    const onChange = vi.fn();
    wrap(<DictSelect dictCode="transport_mode" type="radio" value="1" onChange={onChange} />);
    await waitFor(() => expect(screen.getByText('铁路')).toBeTruthy());
    expect(getAction).toHaveBeenCalledWith('/sys/dict/getDictItems/transport_mode', undefined, { skipErrorHandler: true });
    fireEvent.click(screen.getByLabelText('铁路'));
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('checkbox type emits comma-joined values', async () => {
    getAction.mockResolvedValue({ success: true, result: items });
    const onChange = vi.fn();
    wrap(<DictSelect dictCode="transport_mode" type="checkbox" value="2" onChange={onChange} />);
    await waitFor(() => expect(screen.getByText('汽运')).toBeTruthy());
    fireEvent.click(screen.getByLabelText('汽运'));
    expect(onChange).toHaveBeenCalledWith('1,2');
  });

  it('checkbox type with valueType array takes and emits a list (the entity form)', async () => {
    getAction.mockResolvedValue({ success: true, result: items });
    const onChange = vi.fn();
    wrap(<DictSelect dictCode="transport_mode" type="checkbox" valueType="array" value={['2']} onChange={onChange} />);
    await waitFor(() => expect(screen.getByText('汽运')).toBeTruthy());
    fireEvent.click(screen.getByLabelText('汽运'));
    expect(onChange).toHaveBeenCalledWith(['1', '2']);
  });

  it('a failing call gives no options', async () => {
    getAction.mockResolvedValue({ success: false, code: 500, message: '字典不存在', result: null });
    wrap(<DictSelect dictCode="transport_mode" type="radio" />);
    await waitFor(() => expect(getAction).toHaveBeenCalled());
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});
