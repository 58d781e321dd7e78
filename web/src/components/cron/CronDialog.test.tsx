// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CronDialog } from './CronDialog';
import { CronNextTimes } from './CronNextTimes';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const expressionBox = () => screen.getAllByLabelText('cron表达式').find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const field = (label: string) => document.querySelector(`td[data-field="${label}"]`)?.textContent;
const activePane = () => document.querySelector('.cron-tabs .ant-tabs-content-active') as HTMLElement;

// antd under happy-dom is slow to render a tabbed dialog; the checks themselves are instant.
describe('CronDialog', { timeout: 30_000 }, () => {
  it('opens an existing expression in its modes, follows a mode switch in the preview and emits on OK', async () => {
    const onOk = vi.fn();
    const onClose = vi.fn();
    render(<CronDialog open value="0 30 8 ? * MON-FRI" onOk={onOk} onClose={onClose} />);

    expect(screen.getByText('cron表达式', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(expressionBox().value).toBe('0 30 8 ? * MON-FRI');
    expect([field('秒'), field('分'), field('时'), field('日'), field('月'), field('周'), field('年')]).toEqual([
      '0', '30', '8', '?', '*', 'MON-FRI', '*',
    ]);

    // the week range was parsed back into the week tab's range mode, Monday to Friday
    fireEvent.click(screen.getByRole('tab', { name: '周' }));
    const weekPane = activePane();
    const checked = weekPane.querySelector('.ant-radio-wrapper-checked') as HTMLElement;
    expect(checked.textContent).toContain('区间');
    expect(checked.textContent).toContain('周一');
    expect(checked.textContent).toContain('周五');

    // switch the day tab to "last day of the month": the week goes to '?'
    fireEvent.click(screen.getByRole('tab', { name: '日' }));
    expect((activePane().querySelector('.ant-radio-wrapper-checked') as HTMLElement).textContent).toContain('不指定');
    fireEvent.click(within(activePane()).getByText('本月最后一天'));
    expect(expressionBox().value).toBe('0 30 8 L * ?');
    expect(field('日')).toBe('L');
    expect(field('周')).toBe('?');

    // the minute tab: a loop from 0 every 15
    fireEvent.click(screen.getByRole('tab', { name: '分' }));
    fireEvent.click(within(activePane()).getByText('周期 从', { exact: false }));
    const step = within(activePane()).getByLabelText('分间隔') as HTMLInputElement;
    fireEvent.change(step, { target: { value: '15' } });
    expect(expressionBox().value).toBe('0 0/15 8 L * ?');

    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith('0 0/15 8 L * ?');
    expect(onClose).toHaveBeenCalled();
  });

  it('applies the linked edits: choosing an hour zeroes the minute and second', () => {
    render(<CronDialog open onOk={() => undefined} onClose={() => undefined} />);
    expect(expressionBox().value).toBe('* * * * * ?');
    fireEvent.click(screen.getByRole('tab', { name: '时' }));
    fireEvent.click(within(activePane()).getByText('指定时', { exact: false }));
    expect(expressionBox().value).toBe('0 0 0 * * ?');
    fireEvent.click(within(activePane()).getByText('09'));
    expect(expressionBox().value).toBe('0 0 0,9 * * ?');
  });

  it('locks the week picker to ? while the day is set', () => {
    render(<CronDialog open value="0 0 0 15 * ?" onOk={() => undefined} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('tab', { name: '周' }));
    expect(within(activePane()).getByText(/“日”已指定/)).toBeTruthy();
    const radios = activePane().querySelectorAll<HTMLInputElement>('input[type="radio"]');
    expect([...radios].every((r) => r.disabled)).toBe(true);
  });

  it('takes a typed expression into the modes and refuses OK for an invalid one', () => {
    const onOk = vi.fn();
    render(<CronDialog open value="0 0 12 * * ?" onOk={onOk} onClose={() => undefined} />);
    fireEvent.change(expressionBox(), { target: { value: '0 0 12 ? * 6#3' } });
    expect(field('周')).toBe('6#3');
    fireEvent.click(screen.getByRole('tab', { name: '日' }));
    expect((activePane().querySelector('.ant-radio-wrapper-checked') as HTMLElement).textContent).toContain('本月第');
    fireEvent.change(expressionBox(), { target: { value: '0 0 25 * * ?' } });
    expect(screen.getByText(/cron表达式格式不正确：时字段/)).toBeTruthy();
    const ok = screen.getByRole('button', { name: /确\s*定/ }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
  });
});

describe('CronNextTimes', () => {
  it('lists the next 10 times 500 ms after the expression stops changing, and says why one is invalid', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00+08:00') });
    const { rerender } = render(<CronNextTimes value="0 0 9 ? * MON 2019" />);
    act(() => void vi.advanceTimersByTime(499));
    expect(document.querySelectorAll('.cron-next-times li')).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    const items = [...document.querySelectorAll('.cron-next-times li')].map((li) => li.textContent);
    // the year (2019, long past) is ignored
    expect(items).toHaveLength(10);
    expect(items[0]).toBe('1.2026-03-02 09:00:00');
    expect(items[9]).toBe('10.2026-05-04 09:00:00');

    rerender(<CronNextTimes value="0 0 9 ? * MON#9" />);
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.getByRole('alert').textContent).toContain('cron表达式格式不正确');
    expect(document.querySelectorAll('.cron-next-times li')).toHaveLength(0);
  });
});
