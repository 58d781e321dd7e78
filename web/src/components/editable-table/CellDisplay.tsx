import { Tag } from 'antd';
import type { CellOption, TableColumn } from './types';
import { useColumnOptions } from './useColumnOptions';

const CHOICE_TYPES = new Set(['select', 'list_multi', 'multiSelect', 'sel_search', 'searchSelect', 'sel_user', 'sel_depart', 'sel_search_async']);

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value) return value.split(',');
  return value === undefined || value === null || value === '' ? [] : [value];
}

/** A cell out of edit mode: its value as text, choices by their labels (multiple: first tag and +N). */
export function CellDisplay({ column, value }: { column: TableColumn; value: unknown }) {
  if (CHOICE_TYPES.has(column.type)) return <ChoiceDisplay column={column} value={value} />;
  const text = value === undefined || value === null ? '' : String(value);
  if (!text) return <span className="etable-placeholder">{column.placeholder ?? ''}</span>;
  return <span className="etable-text" title={text}>{text}</span>;
}

/** Columns with their own options need no hooks: the cheap path, taken by most cells of a large table. */
function ChoiceDisplay({ column, value }: { column: TableColumn; value: unknown }) {
  if (column.options || column.fetchOptions || !column.dictCode) return <ChoiceLabels column={column} value={value} options={column.options ?? NO_OPTIONS} />;
  return <DictChoiceDisplay column={column} value={value} />;
}

const NO_OPTIONS: CellOption[] = [];

function DictChoiceDisplay({ column, value }: { column: TableColumn; value: unknown }) {
  const options = useColumnOptions(column);
  return <ChoiceLabels column={column} value={value} options={options} />;
}

function ChoiceLabels({ column, value, options }: { column: TableColumn; value: unknown; options: CellOption[] }) {
  const values = asList(value);
  if (!values.length) return <span className="etable-placeholder">{column.placeholder ?? ''}</span>;
  const label = (v: unknown) => options.find((o) => String(o.value) === String(v))?.label ?? String(v);
  const multi = column.multi || column.type === 'list_multi' || column.type === 'multiSelect';
  if (!multi) return <span className="etable-text">{label(values[0])}</span>;
  return (
    <span className="etable-tags">
      <Tag>{label(values[0])}</Tag>
      {values.length > 1 ? <Tag>+{values.length - 1}</Tag> : null}
    </span>
  );
}
