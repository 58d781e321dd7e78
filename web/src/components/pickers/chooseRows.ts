import type { TableProps } from 'antd';

interface ChooseRowsOptions<Row> {
  /** The rows of the page on screen. */
  rows: Row[];
  keyOf(row: Row): string;
  multi: boolean;
  chosen: Row[];
  setChosen(rows: Row[]): void;
}

/**
 * A picker table's choosing: a click on a row or on its box chooses it (one row, or toggles with `multi`), and rows
 * chosen on other pages stay chosen while this page's boxes change. Spread onto the Table.
 */
export function chooseRows<Row extends object>({ rows, keyOf, multi, chosen, setChosen }: ChooseRowsOptions<Row>): Pick<TableProps<Row>, 'onRow' | 'rowSelection'> {
  return {
    onRow: (r) => ({
      onClick: () => {
        const k = keyOf(r);
        if (!multi) return setChosen([r]);
        setChosen(chosen.some((x) => keyOf(x) === k) ? chosen.filter((x) => keyOf(x) !== k) : [...chosen, r]);
      },
    }),
    rowSelection: {
      type: multi ? 'checkbox' : 'radio',
      selectedRowKeys: chosen.map(keyOf),
      preserveSelectedRowKeys: true,
      onChange: (_k, selected) => {
        const here = new Set(rows.map(keyOf));
        const fresh = selected.filter(Boolean);
        setChosen(multi ? [...chosen.filter((r) => !here.has(keyOf(r))), ...fresh] : fresh.slice(-1));
      },
    },
  };
}
