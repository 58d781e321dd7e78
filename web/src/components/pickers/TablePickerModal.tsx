import { PickedChips } from './PickedChips';
import { textColumns, type PickerColumn } from './pickerColumns';
import { PICKER_WIDTH } from './pickerConfig';
import { PickerModal } from './PickerModal';
import { QueryInput } from './PickerQueryForm';
import { PickerTable } from './PickerTable';
import { usePickerSelection } from './usePickerSelection';

export type PickerRow = Record<string, unknown> & { id: string };

export interface TablePickerModalProps {
  open: boolean;
  title: string;
  /** A generic list endpoint (`{records,total}`, list syntax: `field=*text*`, `pageNo`, `pageSize`, `column`, `order`). */
  url: string;
  columns: PickerColumn[];
  /** Fields searched by contains, each an input of the search bar. */
  searchFields?: { field: string; label: string }[];
  /** The column the chip of a chosen row shows. */
  labelField: string;
  multi?: boolean;
  width?: number;
  pageSize?: number;
  ellipsis?: number;
  /** Rows chosen when the dialog opens. */
  initial: PickerRow[];
  onOk(rows: PickerRow[]): void;
  onCancel(): void;
  testId?: string;
}

/**
 * A search bar and a paged table of records with row selection across pages; the chosen rows show as chips.
 * The multi-user, role and position pickers are this dialog over their list endpoints.
 */
export function TablePickerModal(p: TablePickerModalProps) {
  const multi = p.multi ?? true;
  const selection = usePickerSelection<PickerRow>({ open: p.open, keyOf: (r) => r.id, multi, initial: p.initial });
  const search = p.searchFields ?? [];
  return (
    <PickerModal open={p.open} title={p.title} width={p.width ?? PICKER_WIDTH} chosen={selection.chosen} multi={multi} onOk={p.onOk} onCancel={p.onCancel} scrollBody testId={p.testId}>
      <PickerTable<PickerRow>
        url={p.url}
        query={search.length ? { fields: () => search.map((f) => <QueryInput key={f.field} name={f.field} label={f.label} width={180} />) } : undefined}
        header={<PickedChips selection={selection} labelOf={(r) => String(r[p.labelField] ?? r.id)} />}
        columns={textColumns(p.columns, p.ellipsis ?? 25)}
        selection={selection}
        pageSize={p.pageSize ?? 10}
        quickJumper
      />
    </PickerModal>
  );
}
