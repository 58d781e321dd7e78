/**
 * Number cells of §5: an optional minus, digits and an optional decimal part. While typing, text that could
 * not become such a number reverts to the previous text; on focus and blur the text is parsed to a number, or
 * emptied when it is not one.
 */
const WHILE_TYPING = /^-?\d*(\.\d*)?$/;
const COMPLETE = /^-?\d+(\.\d+)?$/;

/** The text to keep after a keystroke: the new text when it is on its way to a number, else the previous. */
export function acceptNumberInput(previous: string, next: string): string {
  return WHILE_TYPING.test(next) ? next : previous;
}

/** The cell's value on focus and blur: a number, or '' when the text is not a complete number. */
export function settleNumber(value: unknown): number | '' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const text = String(value ?? '').trim();
  return COMPLETE.test(text) ? Number(text) : '';
}

export function isCompleteNumber(text: string): boolean {
  return COMPLETE.test(text.trim());
}
