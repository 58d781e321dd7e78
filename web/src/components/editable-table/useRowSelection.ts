import { useEffect, useState } from 'react';
import type { GridRow, RowStore } from './rowStore';

/** The rows ticked in the checkbox or radio column; rows that are gone are forgotten. */
export function useRowSelection(store: RowStore, rows: readonly GridRow[]) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    setSelected((prev) => {
      if (![...prev].some((id) => store.indexOf(id) < 0)) return prev;
      return new Set([...prev].filter((id) => store.indexOf(id) >= 0));
    });
  }, [rows, store]);

  return {
    selected,
    select: (rowId: string, checked: boolean, single: boolean) =>
      setSelected((prev) => {
        if (single) return new Set(checked ? [rowId] : []);
        const next = new Set(prev);
        if (checked) next.add(rowId);
        else next.delete(rowId);
        return next;
      }),
    selectAll: (checked: boolean) => setSelected(checked ? new Set(rows.map((r) => r.id)) : new Set()),
  };
}
