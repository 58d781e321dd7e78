// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { DetailList } from './DetailList';

afterEach(cleanup);
const items = Array.from({ length: 8 }, (_, i) => ({ label: `字段${i + 1}`, children: `值${i + 1}` }));

describe('DetailList', () => {
  it('lays out 3 columns by default and at most 4 on a wide screen', () => {
    (window as unknown as { happyDOM: { setWindowSize(s: { width: number; height: number }): void } }).happyDOM.setWindowSize({ width: 1440, height: 900 });
    const first = (c: HTMLElement) => c.querySelector('.ant-descriptions-row')!.querySelectorAll('.ant-descriptions-item').length;
    const three = render(<DetailList items={items} />);
    expect(first(three.container)).toBe(3);
    cleanup();
    const four = render(<DetailList items={items} column={4} />);
    expect(first(four.container)).toBe(4);
    expect(four.container.textContent).toContain('字段8值8');
    cleanup();
    const clamped = render(<DetailList items={items} column={9 as 4} />);
    expect(first(clamped.container)).toBe(4);
  });

  it('shows one pair a line on a phone', () => {
    (window as unknown as { happyDOM: { setWindowSize(s: { width: number; height: number }): void } }).happyDOM.setWindowSize({ width: 390, height: 844 });
    const { container } = render(<DetailList items={items} column={4} />);
    expect(container.querySelector('.ant-descriptions-row')!.querySelectorAll('.ant-descriptions-item').length).toBe(1);
  });
});
