import { Tag } from 'antd';
import type { TableColumn } from './types';
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

function ChoiceDisplay({ column, value }: { column: TableColumn; value: unknown }) {
  const options = useColumnOptions(column.fetchOptions ? { options: [] } : column);
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
