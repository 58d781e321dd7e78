// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryInput } from './QueryInput';
import { withOperator, withoutOperator } from './queryOperators';

afterEach(cleanup);

describe('query operators', () => {
  it('wraps and strips every operator', () => {
    expect(withOperator('煤', 'like')).toBe('*煤*');
    expect(withOperator('煤', 'ne')).toBe('!煤');
    expect(withOperator('5', 'ge')).toBe('>=5');
    expect(withOperator('5', 'le')).toBe('<=5');
    expect(withOperator('煤', 'eq')).toBe('煤');
    expect(withOperator(' 煤 ', 'like', true)).toBe('*煤*');
    expect(withOperator(' 煤 ', 'like')).toBe('* 煤 *');
    expect(withOperator('  ', 'like', true)).toBe('');
    for (const t of ['like', 'ne', 'ge', 'le', 'eq'] as const) expect(withoutOperator(withOperator('晋A', t), t)).toBe('晋A');
  });

  it('shows the text without its operator and emits it with', () => {
    const onChange = vi.fn();
    render(<QueryInput value="*晋A*" onChange={onChange} placeholder="q" />);
    const input = screen.getByPlaceholderText('q') as HTMLInputElement;
    expect(input.value).toBe('晋A');
    fireEvent.change(input, { target: { value: '晋B' } });
    expect(onChange).toHaveBeenCalledWith('*晋B*');
  });
});
