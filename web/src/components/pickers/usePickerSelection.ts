import type { TableProps } from 'antd';
import { useEffect, useState } from 'react';

export interface PickerSelection<Row> {
  chosen: Row[];
  multi: boolean;
  keyOf(row: Row): string;
  set(rows: Row[]): void;
  remove(row: Row): void;
}

interface PickerSelectionOptions<Row> {
  /** The dialog is open: each opening starts again from `initial`. */
  open: boolean;
  keyOf(row: Row): string;
  multi: boolean;
  /** Rows chosen when the dialog opens (the stored value's); none by default. */
  initial?: Row[];
}

/** The rows chosen in a picker dialog; they stay chosen while its pages, filters and tree nodes change. */
export function usePickerSelection<Row>({ open, keyOf, multi, initial }: PickerSelectionOptions<Row>): PickerSelection<Row> {
  const [chosen, setChosen] = useState<Row[]>([]);
  useEffect(() => {
    if (open) setChosen(initial ?? []);
    // Only when the dialog opens: the selection then belongs to the dialog until confirmed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return {
    chosen,
    multi,
    keyOf,
    set: setChosen,
    remove: (row) => setChosen(chosen.filter((r) => keyOf(r) !== keyOf(row))),
  };
}

/**
 * A picker table's choosing: a click on a row or on its box chooses it (one row, or toggles with `multi`), and rows
 * chosen on other pages stay chosen while this page's boxes change. Spread onto the Table.
 */
export function chooseRows<Row extends object>({ chosen, multi, keyOf, set }: PickerSelection<Row>, rows: Row[]): Pick<TableProps<Row>, 'onRow' | 'rowSelection'> {
  return {
    onRow: (r) => ({
      onClick: () => {
        const k = keyOf(r);
        if (!multi) return set([r]);
        set(chosen.some((x) => keyOf(x) === k) ? chosen.filter((x) => keyOf(x) !== k) : [...chosen, r]);
      },
    }),
    rowSelection: {
      type: multi ? 'checkbox' : 'radio',
      selectedRowKeys: chosen.map(keyOf),
      preserveSelectedRowKeys: true,
      onChange: (_k, selected) => {
        const here = new Set(rows.map(keyOf));
        const fresh = selected.filter(Boolean);
        set(multi ? [...chosen.filter((r) => !here.has(keyOf(r))), ...fresh] : fresh.slice(-1));
      },
    },
  };
}
