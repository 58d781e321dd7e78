// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CheckboxGroup, splitValues } from './CheckboxGroup';

afterEach(cleanup);
const options = [
  { label: '动力煤', value: 'a' },
  { label: '焦煤', value: 'b' },
  { label: '混煤', value: 'c' },
];

describe('CheckboxGroup', () => {
  it('reads a comma-joined value and emits one in option order', () => {
    expect(splitValues('a,c')).toEqual(['a', 'c']);
    expect(splitValues('')).toEqual([]);
    const onChange = vi.fn();
    render(<CheckboxGroup options={options} value="c" onChange={onChange} />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([false, false, true]);
    fireEvent.click(boxes[0]);
    expect(onChange).toHaveBeenCalledWith('a,c');
  });
});
