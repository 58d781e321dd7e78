import { useEffect, useState } from 'react';
import type { Page } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import { PickerField } from './PickerField';
import { splitValue } from './pickerConfig';
import { TablePickerModal, type PickerRow, type TablePickerModalProps } from './TablePickerModal';

export interface RecordPickerProps {
  /** Comma-joined values of `valueField`. */
  value?: string;
  onChange?(value: string, rows: PickerRow[]): void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

interface Definition extends Pick<TablePickerModalProps, 'title' | 'url' | 'columns' | 'searchFields' | 'labelField'> {
  /** The field stored in the form value; the rows for a stored value are read with `<valueField>=a,b` (list syntax). */
  valueField: string;
  testId: string;
  /** Reads the rows of stored values; default the list endpoint with `<valueField>=a,b`. */
  loadRows?(values: string[]): Promise<PickerRow[]>;
  /** The text of a chosen row in the field; default its `labelField` (a car shows its plate, driver and carrier). */
  textOf?(row: PickerRow): string;
}

async function rowsFromList(def: Definition, values: string[]): Promise<PickerRow[]> {
  const env = await getAction<Page<PickerRow>>(def.url, { [def.valueField]: values.join(','), pageSize: values.length });
  return env.success ? env.result.records : [];
}

/**
 * `loadRows` for a value of record ids: a generic list does not filter by id, so each is read with
 * `GET <api>/queryById` (pickers hold one or a few); ids the caller may not read are left out.
 */
export function rowsById(api: string) {
  return async (ids: string[]): Promise<PickerRow[]> => {
    const found = await Promise.all(ids.map((id) => getAction<PickerRow>(`${api}/queryById`, { id })));
    return found.flatMap((env) => (env.success && env.result ? [env.result] : []));
  };
}

/** A picker over one generic list endpoint: shows `labelField` (or `textOf`), stores `valueField`. */
export function makeRecordPicker(def: Definition) {
  return function RecordPicker({ value, onChange, multi = true, disabled, placeholder }: RecordPickerProps) {
    const [open, setOpen] = useState(false);
    const [rows, setRows] = useState<PickerRow[]>([]);

    useEffect(() => {
      const values = splitValue(value);
      if (!values.length) return void setRows([]);
      if (values.join(',') === rows.map((r) => String(r[def.valueField])).join(',')) return;
      let live = true;
      (def.loadRows ?? ((v: string[]) => rowsFromList(def, v)))(values).then((found) => {
        if (!live) return;
        const byValue = new Map(found.map((r) => [String(r[def.valueField]), r]));
        setRows(values.flatMap((v) => (byValue.has(v) ? [byValue.get(v)!] : [])));
      });
      return () => {
        live = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [value]);

    return (
      <>
        <PickerField
          testId={def.testId}
          text={rows.map((r) => (def.textOf ? def.textOf(r) : String(r[def.labelField] ?? ''))).join(',')}
          placeholder={placeholder ?? `请选择${def.title.replace(/^选择/, '')}`}
          disabled={disabled}
          onOpen={() => setOpen(true)}
          onClear={() => (setRows([]), onChange?.('', []))}
        />
        <TablePickerModal
          {...def}
          testId={`${def.testId}-modal`}
          open={open}
          multi={multi}
          initial={rows}
          onCancel={() => setOpen(false)}
          onOk={(picked) => {
            setRows(picked);
            setOpen(false);
            onChange?.(picked.map((r) => String(r[def.valueField])).join(','), picked);
          }}
        />
      </>
    );
  };
}

/** 选择角色: roles from `GET /sys/role/list`; the value is role codes, the rows carry id and roleCode. */
export const RolePicker = makeRecordPicker({
  title: '选择角色',
  url: '/sys/role/list',
  valueField: 'roleCode',
  labelField: 'roleName',
  // The role list matches one code at a time; every role is a short list.
  loadRows: async () => {
    const env = await getAction<PickerRow[]>('/sys/role/queryall');
    return env.success ? env.result : [];
  },
  testId: 'role-picker',
  searchFields: [{ field: 'roleName', label: '角色名称' }],
  columns: [
    { dataIndex: 'roleName', title: '角色名称', width: 200 },
    { dataIndex: 'roleCode', title: '角色编码', width: 200 },
  ],
});

/** 选择职务: positions from `GET /sys/position/list` (name, code, rank); the value is position codes. */
export const PositionPicker = makeRecordPicker({
  title: '选择职务',
  url: '/sys/position/list',
  valueField: 'code',
  labelField: 'name',
  testId: 'position-picker',
  searchFields: [{ field: 'name', label: '职务名称' }],
  columns: [
    { dataIndex: 'name', title: '职务名称', width: 200 },
    { dataIndex: 'code', title: '职务编码', width: 160 },
    { dataIndex: 'rank_dictText', title: '职级', width: 120 },
  ],
});
