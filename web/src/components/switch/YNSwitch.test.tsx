// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { YNSwitch } from './YNSwitch';

afterEach(cleanup);

describe('YNSwitch', () => {
  it('emits the off value for an empty value', () => {
    const onChange = vi.fn();
    render(<YNSwitch value={undefined} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('N');
  });

  it('reads and emits its pair of values', () => {
    const onChange = vi.fn();
    render(<YNSwitch value="1" options={['1', '0']} onChange={onChange} />);
    const sw = screen.getByRole('switch');
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(sw);
    expect(onChange).toHaveBeenCalledWith('0');
  });
});
