import { Radio, Select, type SelectProps } from 'antd';
import { CheckboxGroup, splitValues } from '../checkbox/CheckboxGroup';
import { MULTI_SEPARATOR } from '../checkbox/separator';
import { useDictOptions } from './useDictOptions';

/** A single value is a text; several are comma-joined text (as stored) or, with `valueType="array"`, a list. */
export type DictValue = string | string[];

interface DictSelectBase extends Omit<SelectProps, 'value' | 'onChange' | 'options' | 'mode' | 'loading'> {
  /** A system dictionary code (`sex`) or a registered table dictionary (`sys_depart,depart_name,org_code`). */
  dictCode: string;
  /** select (default), radio buttons, or checkboxes. */
  type?: 'select' | 'radio' | 'checkbox';
  /** `multiple`: a select of several values. */
  mode?: 'multiple';
}

/**
 * How several values (checkbox, `mode="multiple"`) travel: `joined` (default) as one comma-joined text, `array` as a
 * list (the generic form keeps multi-value fields as lists, and measures and joins them itself).
 */
export type DictSelectProps = DictSelectBase &
  (
    | { valueType?: 'joined'; value?: string | null; onChange?: (value: string | undefined) => void }
    | { valueType: 'array'; value?: DictValue | null; onChange?: (value: DictValue | undefined) => void }
  );

/**
 * Options of a dictionary (`/sys/dict/getDictItems/{code}`, signed) as a select, radio group or checkbox group.
 * A failing call shows no options (§7) rather than an error. Other props (a form item's `id`, `style`, …) reach the
 * select.
 */
export function DictSelect({
  dictCode,
  type = 'select',
  mode,
  valueType = 'joined',
  value,
  onChange: emit,
  placeholder = '请选择',
  disabled,
  allowClear = true,
  style,
  ...rest
}: DictSelectProps) {
  const { options, loading } = useDictOptions(dictCode);
  const onChange = emit as ((value: DictValue | undefined) => void) | undefined;
  const several = (list: string[]) => onChange?.(valueType === 'array' ? list : list.join(MULTI_SEPARATOR));
  if (type === 'radio') {
    return <Radio.Group disabled={disabled} value={value ?? undefined} options={options} onChange={(e) => onChange?.(e.target.value)} />;
  }
  if (type === 'checkbox') {
    return <CheckboxGroup disabled={disabled} value={value} options={options} onChange={(v) => several(splitValues(v))} />;
  }
  if (mode === 'multiple') {
    return (
      <Select
        {...rest}
        mode="multiple"
        maxTagCount="responsive"
        style={{ width: '100%', ...style }}
        loading={loading}
        disabled={disabled}
        allowClear={allowClear}
        placeholder={placeholder}
        value={splitValues(value)}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(v: string[] | undefined) => several(v ?? [])}
      />
    );
  }
  return (
    <Select
      {...rest}
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
