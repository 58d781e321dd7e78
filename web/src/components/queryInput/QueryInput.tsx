import { Input, type InputProps } from 'antd';
import { withOperator, withoutOperator, type QueryOperator } from './queryOperators';

export interface QueryInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** The value with its operator (`*煤*`), as a list query sends it. */
  value?: string;
  onChange?: (value: string) => void;
  /** like (default) wraps `*text*`, ne `!text`, ge `>=text`, le `<=text`, eq leaves the text alone. */
  type?: QueryOperator;
  /** Trim the typed text before adding the operator. */
  trim?: boolean;
}

/**
 * A query-form input whose value carries a query operator (§5): the user types plain text, the form receives
 * `*text*` (like) and so on; a value set from outside shows without its operator.
 */
export function QueryInput({ value, onChange, type = 'like', trim = false, ...rest }: QueryInputProps) {
  return <Input {...rest} value={withoutOperator(value, type)} onChange={(e) => onChange?.(withOperator(e.target.value, type, trim))} />;
}
