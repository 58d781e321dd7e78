import type { Page } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import { PickerField } from './PickerField';
import { TablePickerModal, type PickerRow, type TablePickerModalProps } from './TablePickerModal';
import { usePickedRows } from './usePickedRows';

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
  const valueOf = (r: PickerRow) => String(r[def.valueField]);
  const read = def.loadRows ?? ((values: string[]) => rowsFromList(def, values));
  return function RecordPicker({ value, onChange, multi = true, disabled, placeholder }: RecordPickerProps) {
    const picked = usePickedRows<PickerRow>({ value, onChange, read, valueOf });
    return (
      <>
        <PickerField
          testId={def.testId}
          text={picked.rows.map((r) => (def.textOf ? def.textOf(r) : String(r[def.labelField] ?? ''))).join(',')}
          placeholder={placeholder ?? `请选择${def.title.replace(/^选择/, '')}`}
          disabled={disabled}
          onOpen={picked.show}
          onClear={picked.clear}
        />
        <TablePickerModal {...def} testId={`${def.testId}-modal`} open={picked.open} multi={multi} initial={picked.rows} onCancel={picked.hide} onOk={picked.accept} />
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
