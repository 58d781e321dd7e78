import { Radio, Select, type SelectProps } from 'antd';
import { CheckboxGroup } from '../checkbox/CheckboxGroup';
import { useDictOptions } from './useDictOptions';

export interface DictSelectProps {
  /** A system dictionary code (`sex`) or a registered table dictionary (`sys_depart,depart_name,org_code`). */
  dictCode: string;
  /** select (default), radio buttons, or checkboxes (value comma-joined). */
  type?: 'select' | 'radio' | 'checkbox';
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: SelectProps['style'];
}

/**
 * Options of a dictionary (`/sys/dict/getDictItems/{code}`, signed) as a select, radio group or checkbox group.
 * A failing call shows no options (§7) rather than an error.
 */
export function DictSelect({ dictCode, type = 'select', value, onChange, placeholder = '请选择', disabled, allowClear = true, style }: DictSelectProps) {
  const { options, loading } = useDictOptions(dictCode);
  if (type === 'radio') {
    return <Radio.Group disabled={disabled} value={value ?? undefined} options={options} onChange={(e) => onChange?.(e.target.value)} />;
  }
  if (type === 'checkbox') {
    return <CheckboxGroup disabled={disabled} value={value} options={options} onChange={(v) => onChange?.(v)} />;
  }
  return (
    <Select
      style={{ width: '100%', ...style }}
      loading={loading}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={placeholder}
      value={value || undefined}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(v) => onChange?.(v ?? undefined)}
    />
  );
}
