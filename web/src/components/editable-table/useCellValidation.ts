import { useCallback, useMemo, useRef, useState } from 'react';
import { checkCell } from '@meiyun/shared';
import type { RowStore } from './rowStore';
import type { CellError, TableColumn } from './types';

/** The key of a cell's error. */
export const errKey = (rowId: string, key: string) => `${rowId}\u0000${key}`;

/**
 * The cell rules of §5: a cell is checked when its editor asks (input, focus, blur) and every cell by
 * `validateAll`; the failing cells' messages, by `errKey`. A check overtaken by a newer one of the same cell is not
 * shown.
 */
export function useCellValidation(store: RowStore, columns: TableColumn[]) {
  const [errors, setErrors] = useState<Map<string, string>>(() => new Map());
  const tickets = useRef(new Map<string, number>());

  const validateCell = useCallback(
    async (rowId: string, column: TableColumn): Promise<string | null> => {
      const rules = column.validation;
      if (!rules?.length) return null;
      const row = store.get(rowId);
      if (!row) return null;
      const k = errKey(rowId, column.key);
      const ticket = (tickets.current.get(k) ?? 0) + 1;
      tickets.current.set(k, ticket);
      const msg = await checkCell(rules, {
        value: row[column.key],
        row,
        columnValues: store.rows.map((r) => r[column.key]),
        column: { key: column.key, title: column.title, defaultValue: column.defaultValue },
      });
      if (tickets.current.get(k) !== ticket) return msg;
      setErrors((prev) => {
        if ((prev.get(k) ?? null) === msg) return prev;
        const next = new Map(prev);
        if (msg) next.set(k, msg);
        else next.delete(k);
        return next;
      });
      return msg;
    },
    [store],
  );

  /** After a change, cells of the column that failed may pass now (a duplicate fixed elsewhere). */
  const revalidateColumnErrors = useCallback(
    (column: TableColumn, exceptRow: string) => {
      if (!column.validation?.some((r) => r.unique)) return;
      for (const row of store.rows) if (row.id !== exceptRow && errors.has(errKey(row.id, column.key))) void validateCell(row.id, column);
    },
    [errors, store, validateCell],
  );

  const ruleCols = useMemo(() => columns.filter((c) => c.validation?.length), [columns]);
  /** Every cell with rules, row by row: the first failure, or null. */
  const validateAll = useCallback(async (): Promise<CellError | null> => {
    for (let i = 0; i < store.rows.length; i++) {
      const row = store.rows[i];
      for (const column of ruleCols) {
        const msg = await validateCell(row.id, column);
        if (msg) return { rowId: store.outwardId(row.id), rowIndex: i, key: column.key, title: column.title, message: msg };
      }
    }
    return null;
  }, [store, ruleCols, validateCell]);

  /** Rows removed take their errors with them. */
  const forgetRows = useCallback((removed: string[]) => {
    setErrors((prev) => {
      const gone = new Set(removed);
      const next = new Map([...prev].filter(([k]) => !gone.has(k.split('\u0000')[0])));
      return next.size === prev.size ? prev : next;
    });
  }, []);
  const clear = useCallback(() => setErrors(new Map()), []);

  /** A cell's editor asks for its check. */
  const validate = (rowId: string, column: TableColumn) => {
    void validateCell(rowId, column);
    revalidateColumnErrors(column, rowId);
  };

  return { errors, validate, validateAll, forgetRows, clear };
}
