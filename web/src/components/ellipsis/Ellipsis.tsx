import { Tooltip } from 'antd';
import { ELLIPSIS_LENGTH } from '@meiyun/shared';

export interface EllipsisProps {
  /** The text; anything else is shown as is. */
  value?: string | null;
  /** Characters kept before the ellipsis (default 25, §9). */
  length?: number;
  /** Show the whole text in a tooltip when cut (default true). */
  tooltip?: boolean;
}

/** Cuts `text` to `length` characters (a CJK character counts as one) with '…'. */
export function cutText(text: string, length = ELLIPSIS_LENGTH): string {
  const chars = [...text];
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : text;
}

/** Text cut to a length (default 25) with the whole text in a tooltip, one line (§9 "ellipsis"). */
export function Ellipsis({ value, length = ELLIPSIS_LENGTH, tooltip = true }: EllipsisProps) {
  const text = value ?? '';
  const cut = cutText(text, length);
  if (cut === text || !tooltip) return <span>{cut}</span>;
  return (
    <Tooltip title={text}>
      <span data-ellipsis="cut">{cut}</span>
    </Tooltip>
  );
}
