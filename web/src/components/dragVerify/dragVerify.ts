/** The drag-to-verify slider of §4: unverified until the handle reaches the far end; an early release resets. */
export const DragVerifyTexts = {
  hint: '请按住滑块拖动',
  success: '验证通过',
} as const;

/** Offset of the handle for a pointer at `x`, started at `startX`, on a track leaving `max` pixels of travel. */
export function dragOffset(startX: number, x: number, max: number): number {
  return Math.max(0, Math.min(max, x - startX));
}

/** On release: verified at full width (a pixel of slack for sub-pixel layouts), otherwise back to the start. */
export function releaseOutcome(offset: number, max: number): { verified: boolean; offset: number } {
  return max > 0 && offset >= max - 1 ? { verified: true, offset: max } : { verified: false, offset: 0 };
}
