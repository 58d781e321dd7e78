import { offeredFields, onlineTable, splitCodes } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { getAction } from '../../lib/http';

interface Props<T> {
  value?: T;
  onChange?: (value: T) => void;
  disabled?: boolean;
}

interface SubHead {
  code: string;
  tableTxt: string;
}

/** 附表 of a 主表: the tenant's 附表 forms, chosen in tab order; stored as their codes, comma-joined. */
export function SubTablesSelect({ value, onChange, disabled }: Props<string>) {
  const subs = useQuery({
    queryKey: ['onlineSubForms'],
    queryFn: async () => (await getAction<{ records: SubHead[] }>('/online/cgform/head/list', { formType: '3', pageSize: 200 })).result?.records ?? [],
  });
  return (
    <Select
      mode="multiple"
      allowClear
      disabled={disabled}
      loading={subs.isFetching}
      placeholder="请选择附表"
      value={splitCodes(value)}
      onChange={(codes: string[]) => onChange?.(codes.join(','))}
      options={(subs.data ?? []).map((s) => ({ value: s.code, label: `${s.tableTxt}（${s.code}）` }))}
    />
  );
}

/** 关联字段 of a 附表: a text field of its table that holds the master row's id. */
export function ForeignKeySelect({ value, onChange, disabled }: Props<string>) {
  const tableName = Form.useWatch('tableName') as string | undefined;
  const table = tableName ? onlineTable(tableName) : undefined;
  const options = table ? offeredFields(table).filter((f) => f.type === 'string' && f.name !== 'id') : [];
  return (
    <Select
      allowClear
      disabled={disabled || !table}
      placeholder={table ? '请选择关联主表的字段' : '请先选择数据表'}
      value={value || undefined}
      onChange={(v?: string) => onChange?.(v ?? '')}
      options={options.map((f) => ({ value: f.name, label: `${f.label}（${f.name}）` }))}
    />
  );
}
