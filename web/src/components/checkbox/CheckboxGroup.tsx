import { Checkbox } from 'antd';
import { MULTI_SEPARATOR } from './separator';

export interface CheckboxOption {
  label: string;
  value: string;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  options: CheckboxOption[];
  /** The checked values joined by ',' (§9), or an array. */
  value?: string | string[] | null;
  /** Emits the checked values joined by ',' (an empty string when none), in option order. */
  onChange?: (value: string) => void;
  disabled?: boolean;
}

export function splitValues(value: string | string[] | null | undefined): string[] {
  if (Array.isArray(value)) return value;
  return value ? value.split(MULTI_SEPARATOR).filter(Boolean) : [];
}

/** A checkbox group whose value is a comma-joined string, as multi-value fields are stored. */
export function CheckboxGroup({ options, value, onChange, disabled }: CheckboxGroupProps) {
  const checked = splitValues(value);
  return (
    <Checkbox.Group
      disabled={disabled}
      options={options}
      value={checked}
      onChange={(vals) => {
        const set = new Set(vals.map(String));
        onChange?.(options.filter((o) => set.has(o.value)).map((o) => o.value).join(MULTI_SEPARATOR));
      }}
    />
  );
}
