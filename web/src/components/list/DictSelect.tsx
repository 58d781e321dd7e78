import { Checkbox, Radio, Select, type SelectProps } from 'antd';
import { useDictOptions } from '../dict/useDictOptions';

/** Editors backed by a dictionary (system code or registered table dictionary); values are the items' values. */
interface DictProps {
  dict: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
}

export function DictSelect({ dict, mode, ...rest }: DictProps & { mode?: SelectProps['mode'] }) {
  const { options, loading } = useDictOptions(dict);
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      mode={mode}
      loading={loading}
      options={options}
      style={{ width: '100%' }}
      {...(rest as SelectProps)}
      maxTagCount={mode ? 'responsive' : undefined}
    />
  );
}

export function DictRadio({ dict, value, onChange, disabled }: DictProps) {
  const { options } = useDictOptions(dict);
  return <Radio.Group options={options} value={value} disabled={disabled} onChange={(e) => onChange?.(e.target.value)} />;
}

export function DictCheckbox({ dict, value, onChange, disabled }: DictProps) {
  const { options } = useDictOptions(dict);
  return <Checkbox.Group options={options} value={value as string[] | undefined} disabled={disabled} onChange={(v) => onChange?.(v)} />;
}
