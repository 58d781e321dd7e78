import { useEffect, useMemo, useRef, useState } from 'react';
import { Select, Spin, Tag } from 'antd';
import type { CellEditorProps, CellOption } from '../types';
import { useColumnOptions } from '../useColumnOptions';
import { loadDictOptions } from '../asyncOptions';

const isMulti = (type: string, multi?: boolean) => multi || type === 'list_multi' || type === 'multiSelect';

/**
 * select, list_multi/multiSelect and sel_search/searchSelect. Multiple mode shows one tag and a "+N" (§9);
 * `allowInput` lets a typed value that is not an option through.
 */
export function SelectCell({ column, value, editing, onChange, onValidate, hasError, onDone }: CellEditorProps) {
  const options = useColumnOptions(column);
  const multi = isMulti(column.type, column.multi);
  const search = column.allowSearch || column.type === 'sel_search' || column.type === 'searchSelect';
  const [typed, setTyped] = useState('');
  const withTyped = useMemo(() => {
    if (!column.allowInput || !typed || options.some((o) => String(o.value) === typed)) return options;
    return [...options, { value: typed, label: typed }];
  }, [column.allowInput, typed, options]);
  return (
    <Select<unknown>
      autoFocus={editing}
      defaultOpen={editing}
      size="small"
      style={{ width: '100%' }}
      mode={multi ? 'multiple' : undefined}
      maxTagCount={multi ? 1 : undefined}
      showSearch={search || column.allowInput ? { filterOption: (input, opt) => String(opt?.label ?? opt?.value ?? '').toLowerCase().includes(input.toLowerCase()), onSearch: setTyped } : undefined}
      allowClear
      value={normalize(value, multi)}
      status={hasError ? 'error' : undefined}
      placeholder={column.placeholder ?? `请选择${column.title}`}
      disabled={column.disabled}
      options={withTyped as { value: string | number; label: React.ReactNode }[]}
      onChange={(v) => {
        onChange(multi ? ((v as unknown[]) ?? []) : (v ?? ''));
        onValidate('input');
        if (!multi) onDone?.();
      }}
      onFocus={() => onValidate('focus')}
      onBlur={() => onValidate('blur')}
      {...column.props}
    />
  );
}

function normalize(value: unknown, multi: boolean) {
  if (multi) {
    if (Array.isArray(value)) return value;
    if (typeof value === 'string' && value) return value.split(',');
    return [];
  }
  return value === '' || value === null ? undefined : value;
}

/** sel_search_async: options fetched for the typed keyword, debounced. */
export function AsyncSearchSelectCell({ column, value, editing, onChange, onValidate, hasError, onDone }: CellEditorProps) {
  const [options, setOptions] = useState<CellOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ticket = useRef(0);
  const fetcher = useMemo(() => column.fetchOptions ?? (column.dictCode ? loadDictOptions(column.dictCode) : undefined), [column.fetchOptions, column.dictCode]);
  const load = (keyword: string) => {
    if (!fetcher) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const mine = ++ticket.current;
      setLoading(true);
      fetcher(keyword)
        .then((list) => mine === ticket.current && setOptions(list))
        .catch(() => mine === ticket.current && setOptions([]))
        .finally(() => mine === ticket.current && setLoading(false));
    }, ASYNC_SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => {
    load('');
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const current = value === undefined || value === null || value === '' ? undefined : value;
  const withCurrent = current !== undefined && !options.some((o) => o.value === current) ? [{ value: current as string, label: String(current) }, ...options] : options;
  return (
    <Select<unknown>
      autoFocus={editing}
      defaultOpen={editing}
      size="small"
      style={{ width: '100%' }}
      allowClear
      showSearch={{ filterOption: false, onSearch: load }}
      notFoundContent={loading ? <Spin size="small" /> : '无匹配项'}
      value={current}
      status={hasError ? 'error' : undefined}
      placeholder={column.placeholder ?? `搜索${column.title}`}
      options={withCurrent as { value: string | number; label: React.ReactNode }[]}
      onChange={(v) => {
        onChange(v ?? '');
        onValidate('input');
        onDone?.();
      }}
      onFocus={() => onValidate('focus')}
      onBlur={() => onValidate('blur')}
      {...column.props}
    />
  );
}

export const ASYNC_SEARCH_DEBOUNCE_MS = 300;

/** tags: the values as tags; colours from the options' `title` when given. */
export function TagsCell({ column, value }: CellEditorProps) {
  const options = useColumnOptions(column);
  const values = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
  return (
    <span>
      {values.map((v) => {
        const opt = options.find((o) => String(o.value) === String(v));
        return (
          <Tag key={String(v)} color={opt?.title}>
            {opt?.label ?? String(v)}
          </Tag>
        );
      })}
    </span>
  );
}
