import { Switch, type SwitchProps } from 'antd';
import { useEffect } from 'react';

export interface YNSwitchProps extends Omit<SwitchProps, 'checked' | 'value' | 'onChange' | 'defaultChecked'> {
  value?: string | null;
  onChange?: (value: string) => void;
  /** [on, off]; default ['Y', 'N'] (§9). */
  options?: [string, string];
}

/**
 * A switch whose value is a string pair (Y/N by default). An empty value emits the off value (§4), so a form always
 * submits one of the two.
 */
export function YNSwitch({ value, onChange, options = ['Y', 'N'], ...rest }: YNSwitchProps) {
  const [on, off] = options;
  const empty = value === undefined || value === null || value === '';
  useEffect(() => {
    if (empty) onChange?.(off);
    // Only an empty value is normalised; onChange identity changes every render in antd forms.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [empty, off]);
  return <Switch {...rest} checked={value === on} onChange={(checked) => onChange?.(checked ? on : off)} />;
}
