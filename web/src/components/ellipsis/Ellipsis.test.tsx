// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { cutText, Ellipsis } from './Ellipsis';

afterEach(cleanup);

describe('Ellipsis', () => {
  it('cuts at 25 characters by default, CJK counting one', () => {
    expect(cutText('煤'.repeat(25))).toBe('煤'.repeat(25));
    expect(cutText('煤'.repeat(26))).toBe(`${'煤'.repeat(25)}…`);
    expect(cutText('abcdef', 3)).toBe('abc…');
  });

  it('marks a cut text (the tooltip holds the whole)', () => {
    const { container, rerender } = render(<Ellipsis value={'运'.repeat(30)} />);
    expect(container.textContent).toBe(`${'运'.repeat(25)}…`);
    expect(container.querySelector('[data-ellipsis="cut"]')).not.toBeNull();
    rerender(<Ellipsis value="短文本" />);
    expect(container.textContent).toBe('短文本');
    expect(container.querySelector('[data-ellipsis="cut"]')).toBeNull();
  });
});
