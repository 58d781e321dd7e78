import type { ComponentType } from 'react';
import { AsyncSearchSelectCell, SelectCell, TagsCell } from './cells/choiceCells';
import { DateCell } from './cells/dateCells';
import { InputCell, InputPopCell, NumberCell, TextareaCell } from './cells/textCells';
import { ProgressCell } from './cells/ProgressCell';
import { UploadCell } from './cells/UploadCell';
import { CELL_TYPES, type CellEditorProps } from './types';

/**
 * How a cell type is drawn. `Editor` is shown in edit mode; `alwaysLive` types (uploads, progress, tags) have
 * no separate display and render their component all the time.
 */
export interface CellTypeDefinition {
  Editor: ComponentType<CellEditorProps>;
  alwaysLive?: boolean;
  /** Smallest width the column may have. */
  minWidth?: number;
}

/** The grid's own columns: drawn by the grid, never by an editor. */
export const STRUCTURAL_TYPES = new Set(['rowNumber', 'checkbox', 'radio', 'expand', 'dragSort', 'slot', 'hidden']);

const pickerWithFetch = (props: CellEditorProps) => (props.column.fetchOptions ? <AsyncSearchSelectCell {...props} /> : <SelectCell {...props} />);

const builtIns: Record<string, CellTypeDefinition> = {
  input: { Editor: InputCell },
  inputNumber: { Editor: NumberCell },
  number: { Editor: NumberCell },
  textarea: { Editor: TextareaCell },
  input_pop: { Editor: InputPopCell },
  select: { Editor: SelectCell },
  list_multi: { Editor: SelectCell },
  multiSelect: { Editor: SelectCell },
  sel_search: { Editor: SelectCell },
  searchSelect: { Editor: SelectCell },
  sel_search_async: { Editor: AsyncSearchSelectCell },
  date: { Editor: DateCell, minWidth: 135 },
  datetime: { Editor: DateCell, minWidth: 190 },
  upload: { Editor: UploadCell, alwaysLive: true },
  image: { Editor: UploadCell, alwaysLive: true },
  file: { Editor: UploadCell, alwaysLive: true },
  progress: { Editor: ProgressCell, alwaysLive: true },
  tags: { Editor: TagsCell, alwaysLive: true },
  sel_user: { Editor: pickerWithFetch, minWidth: 190 },
  sel_depart: { Editor: pickerWithFetch, minWidth: 190 },
};

const custom = new Map<string, CellTypeDefinition>();

/** Names that belong to the built-in types; installing under one is a programming error (§8). */
export const RESERVED_CELL_TYPES: ReadonlySet<string> = new Set<string>(CELL_TYPES);

/** Adds a cell type for every editable table of the app. */
export function installCellType(name: string, definition: CellTypeDefinition): void {
  if (RESERVED_CELL_TYPES.has(name)) throw new Error(`Cell type "${name}" is reserved by the editable table`);
  if (!/^[A-Za-z][\w-]*$/.test(name)) throw new Error(`Cell type name "${name}" is not a plain name`);
  custom.set(name, definition);
}

export function uninstallCellType(name: string): void {
  custom.delete(name);
}

export function cellTypeOf(type: string): CellTypeDefinition | undefined {
  return builtIns[type] ?? custom.get(type);
}
