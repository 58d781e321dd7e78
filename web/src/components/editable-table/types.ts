import type { ReactNode } from 'react';
import type { CellRule } from '@meiyun/shared';
import type { GridRow, RowValues } from './rowStore';

/** Column types of §2.6. */
export const CELL_TYPES = [
  'rowNumber', 'checkbox', 'radio', 'expand', 'dragSort',
  'input', 'inputNumber', 'number', 'textarea', 'select', 'list_multi', 'multiSelect', 'sel_search', 'searchSelect', 'sel_search_async',
  'date', 'datetime', 'upload', 'image', 'file', 'progress', 'sel_depart', 'sel_user', 'input_pop', 'tags', 'slot', 'hidden',
] as const;
export type BuiltInCellType = (typeof CELL_TYPES)[number];
export type CellType = BuiltInCellType | (string & {});

export interface CellOption {
  value: string | number;
  label: ReactNode;
  title?: string;
  disabled?: boolean;
}

/** A column of the editable table (§3 "Table column definition"). */
export interface TableColumn {
  key: string;
  title: string;
  type: CellType;
  width?: number;
  minWidth?: number;
  defaultValue?: unknown;
  /** Select, radio, tags: the choices; otherwise from `dictCode`. */
  options?: CellOption[];
  dictCode?: string;
  /** Select: typing a value not in the options is allowed. */
  allowInput?: boolean;
  /** Select: typing filters the options. */
  allowSearch?: boolean;
  disabled?: boolean;
  /** Passed to the editor component as it is. */
  props?: Record<string, unknown>;
  validation?: CellRule<GridRow>[];
  placeholder?: string;
  /** Upload: send the access-token header. */
  token?: boolean;
  /** Upload: the address to post to (default /sys/common/upload). */
  action?: string;
  /** Upload: the response field that holds the stored path (default message). */
  responseName?: string;
  fieldExtendJson?: string;
  /** Select, upload: more than one value. */
  multi?: boolean;
  /** Upload: how many files are kept (0: no limit). */
  number?: number;
  store?: string;
  text?: string;
  btnText?: string;
  allowDownload?: boolean;
  allowRemove?: boolean;
  dateTimeDisabled?: boolean;
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  param?: Record<string, unknown>;
  sorter?: boolean;
  /** Async search select: loads options for a keyword (default: the loadDict call of `dictCode`). */
  fetchOptions?: (keyword: string) => Promise<CellOption[]>;
  /** Slot: renders the cell. */
  render?: (ctx: CellRenderContext) => ReactNode;
  /** Pinned: stays in view while scrolling sideways (true or 'left': with the leading columns). */
  fixed?: boolean | 'left' | 'right';
  align?: 'left' | 'center' | 'right';
}

export interface CellRenderContext {
  row: GridRow;
  rowIndex: number;
  column: TableColumn;
  value: unknown;
  setValue: (value: unknown) => void;
}

/** What an editor component receives. */
export interface CellEditorProps {
  column: TableColumn;
  row: GridRow;
  rowIndex: number;
  value: unknown;
  /** Editing now (or always-edit). */
  editing: boolean;
  /** A value change; `trigger` says which validation event it is. */
  onChange: (value: unknown) => void;
  onValidate: (trigger: 'input' | 'focus' | 'blur') => void;
  /** Ends edit mode, e.g. after choosing from a list. */
  onDone?: () => void;
  hasError: boolean;
}

export interface EditableTableRef {
  /** Validates every row; answers the values, or the first error after scrolling to it. */
  validateAndGetValues(): Promise<{ ok: true; values: TableValuesResult } | { ok: false; error: CellError }>;
  getValues(): TableValuesResult;
  addRows(count?: number, index?: number, values?: RowValues[]): void;
  removeRows(outwardIds: string[]): void;
  setRows(records: RowValues[]): void;
  getSelectedIds(): string[];
  scrollToBottom(): void;
  /** Sends free-form data to the other tables of the sync page; false while the line is down or without sync. */
  sendCommon(key: string, args: unknown): boolean;
}

export interface TableValuesResult {
  values: RowValues[];
  new: RowValues[];
  edited: RowValues[];
  removed: RowValues[];
}

export interface CellError {
  rowId: string;
  rowIndex: number;
  key: string;
  title: string;
  message: string;
}
