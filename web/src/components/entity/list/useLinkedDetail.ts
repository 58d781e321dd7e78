import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The record whose detail a list screen shows, opened by a row and by `?id=<id>` in the address — where a bell
 * message's 去处理 lands. A new link opens its record even when the screen's tab was already open.
 */
export function useLinkedDetail(): [string | null, (id: string | null) => void] {
  const [params] = useSearchParams();
  const linked = params.get('id');
  const [detailId, setDetailId] = useState<string | null>(linked);
  useEffect(() => {
    if (linked) setDetailId(linked);
  }, [linked]);
  return [detailId, setDetailId];
}
