import { useEffect, useState } from 'react';
import { afterFirstPaint, hasFirstPaint } from './firstPaint';

/** False until the first screen has painted (or the fallback has passed): for parts of the shell that can wait. */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(hasFirstPaint);
  useEffect(() => (after ? undefined : afterFirstPaint(() => setAfter(true))), [after]);
  return after;
}
