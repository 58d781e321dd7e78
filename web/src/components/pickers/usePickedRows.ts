import { useEffect, useState } from 'react';
import { splitValue } from './pickerConfig';

interface PickedRowsOptions<Row> {
  /** The stored value: comma-joined values of the rows. */
  value: string | undefined;
  onChange?(value: string, rows: Row[]): void;
  /** The rows of stored values (any order; unknown ones left out), or null when they cannot be read. */
  read(values: string[]): Promise<Row[] | null>;
  /** The value a row stores. */
  valueOf(row: Row): string;
}

/**
 * The rows behind a picker field: read when the value changes from outside, replaced by a confirmed choice (which
 * becomes the new value), emptied by the clear icon; and whether the dialog is open.
 */
export function usePickedRows<Row>({ value, onChange, read, valueOf }: PickedRowsOptions<Row>) {
  const [rows, setRows] = useState<Row[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const values = splitValue(value);
    if (!values.length) return void setRows([]);
    if (values.join(',') === rows.map(valueOf).join(',')) return;
    let live = true;
    read(values).then((found) => {
      if (!live || !found) return;
      const byValue = new Map(found.map((r) => [valueOf(r), r]));
      setRows(values.flatMap((v) => (byValue.has(v) ? [byValue.get(v)!] : [])));
    });
    return () => {
      live = false;
    };
    // The rows are read only when the value changes from outside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return {
    rows,
    open,
    show: () => setOpen(true),
    hide: () => setOpen(false),
    clear: () => (setRows([]), onChange?.('', [])),
    accept: (picked: Row[]) => {
      setRows(picked);
      setOpen(false);
      onChange?.(picked.map(valueOf).join(','), picked);
    },
  };
}
