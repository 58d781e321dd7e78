export { EditableTable, type EditableTableProps } from './EditableTable';
export { installCellType, uninstallCellType, RESERVED_CELL_TYPES, type CellTypeDefinition } from './cellRegistry';
export { loadDictOptions } from './asyncOptions';
export { RowStore, TEMP_MARKER, type GridRow, type RowValues } from './rowStore';
export type { CellEditorProps, CellError, CellOption, CellType, EditableTableRef, TableColumn, TableValuesResult } from './types';
