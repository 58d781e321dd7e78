// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DragVerify } from './DragVerify';
import { dragOffset, releaseOutcome } from './dragVerify';

afterEach(cleanup);

describe('drag verify rules', () => {
  it('clamps the handle to the track', () => {
    expect(dragOffset(100, 50, 260)).toBe(0);
    expect(dragOffset(100, 200, 260)).toBe(100);
    expect(dragOffset(100, 900, 260)).toBe(260);
  });
  it('verifies only at full width, otherwise resets', () => {
    expect(releaseOutcome(260, 260)).toEqual({ verified: true, offset: 260 });
    expect(releaseOutcome(200, 260)).toEqual({ verified: false, offset: 0 });
    expect(releaseOutcome(0, 0)).toEqual({ verified: false, offset: 0 });
  });
});

describe('DragVerify', () => {
  function setup() {
    const onChange = vi.fn();
    render(<DragVerify onChange={onChange} width={300} />);
    const trackEl = screen.getByTestId('drag-verify');
    Object.defineProperty(trackEl, 'clientWidth', { value: 300 });
    return { onChange, handle: screen.getByRole('slider'), trackEl };
  }

  it('resets on an early release', () => {
    const { onChange, handle, trackEl } = setup();
    expect(trackEl.textContent).toContain('请按住滑块拖动');
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 150, pointerId: 1 });
    expect(onChange).not.toHaveBeenCalled();
    expect(handle.style.transform).toBe('translateX(0px)');
  });

  it('says 验证通过 when dragged to the end', () => {
    const { onChange, handle, trackEl } = setup();
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 400, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 400, pointerId: 1 });
    expect(onChange).toHaveBeenCalledWith(true);
    expect(trackEl.textContent).toContain('验证通过');
    expect(trackEl.dataset.verified).toBe('true');
  });
});
