import { ELLIPSIS_LENGTH } from '@meiyun/shared';
import { Tooltip } from 'antd';

/** A cell text cut at 25 characters (§9) with the whole text in a tooltip. */
export function EllipsisText({ text, length = ELLIPSIS_LENGTH }: { text: unknown; length?: number }) {
  if (text === undefined || text === null || text === '') return null;
  const full = String(text);
  const chars = Array.from(full);
  if (chars.length <= length) return <>{full}</>;
  return (
    <Tooltip title={full}>
      <span>{chars.slice(0, length).join('')}...</span>
    </Tooltip>
  );
}
