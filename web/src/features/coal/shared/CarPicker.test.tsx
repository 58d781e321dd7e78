// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';

const getAction = vi.fn();
vi.mock('../../../lib/http', () => ({ getAction: (...a: unknown[]) => getAction(...a) }));
const { CarPicker, carText } = await import('./CarPicker');

beforeEach(() => getAction.mockReset());
afterEach(cleanup);

const car = { id: 'c1', plateNo: '晋A12345', driverId: 'd1', driverId_dictText: '王建国', carrierId: 'k1', carrierId_dictText: '太原顺达物流有限公司', status_dictText: '启用' };
const page = (records: object[]) => ({ success: true, result: { records, total: records.length } });

describe('CarPicker', () => {
  it('reads a car as its plate with its driver and carrier', () => {
    expect(carText(car)).toBe('晋A12345（王建国 · 太原顺达物流有限公司）');
    expect(carText({ id: 'c2', plateNo: '晋B00001' })).toBe('晋B00001');
  });

  it('shows a stored car by plate, driver and carrier', async () => {
    getAction.mockResolvedValue({ success: true, result: car });
    render(
      <App>
        <CarPicker value="c1" multi={false} />
      </App>,
    );
    await waitFor(() => expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('晋A12345（王建国 · 太原顺达物流有限公司）'));
    expect(getAction).toHaveBeenCalledWith('/coal/car/queryById', { id: 'c1' });
  });

  it('searches by plate and hands the chosen row, with its driver and carrier, to the form', async () => {
    getAction.mockResolvedValue(page([car]));
    const onChange = vi.fn();
    render(
      <App>
        <CarPicker multi={false} onChange={onChange} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    await waitFor(() => expect(screen.getByText('晋A12345')).toBeTruthy());
    fireEvent.change(screen.getByPlaceholderText('请输入车牌号'), { target: { value: 'A123' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(getAction).toHaveBeenLastCalledWith('/coal/car/list', { pageNo: 1, pageSize: 10, plateNo: '*A123*' }));
    fireEvent.click(screen.getByText('晋A12345'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [value, rows] = onChange.mock.calls[0];
    expect(value).toBe('c1');
    expect(rows[0]).toMatchObject({ driverId: 'd1', carrierId: 'k1' });
  });
});
