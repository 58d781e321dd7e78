import type { FieldMeta } from '@meiyun/shared';

/** Width of a 14 px label's text: a Chinese character takes the full size, a Latin letter or digit about half. */
const textWidth = (label: string) => [...label].reduce((w, ch) => w + (ch.charCodeAt(0) > 0xff ? 14 : 8), 0);

/** The required asterisk (7 px and its 4 px gap), the colon with its gaps (12 px), and a little air. */
const LABEL_EXTRAS = 30;
export const MIN_LABEL_WIDTH = 100;
const MAX_LABEL_WIDTH = 180;

/**
 * The label column of a dialog: wide enough for its longest label on one line with its asterisk (通告对象类型
 * wrapped away from its asterisk at 100 px), at least the usual 100 px so that short forms keep their look.
 */
export function labelWidthFor(fields: readonly Pick<FieldMeta, 'label'>[]): number {
  const longest = Math.max(0, ...fields.map((f) => textWidth(f.label)));
  return Math.min(MAX_LABEL_WIDTH, Math.max(MIN_LABEL_WIDTH, longest + LABEL_EXTRAS));
}

/** Whether a field with `form.showWhen` is shown for these form values (one value, or any of several). */
export function isShown(field: FieldMeta, values: Record<string, unknown> | undefined): boolean {
  const when = field.form ? field.form.showWhen : undefined;
  if (!when) return true;
  const actual = String(values?.[when.field] ?? '');
  const wanted = Array.isArray(when.value) ? when.value : [when.value];
  return wanted.some((v) => String(v) === actual);
}

/** The dialog says what it works on: 新增用户, 编辑职务, 字典详情 (the declaration's `title`, one record's name). */
export function formTitle(mode: 'add' | 'edit' | 'detail', title: string): string {
  return mode === 'detail' ? `${title}详情` : `${mode === 'add' ? '新增' : '编辑'}${title}`;
}
