import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT } from '@meiyun/shared';
import type { CellEditorProps } from '../types';

/** date (YYYY-MM-DD) and datetime (YYYY-MM-DD HH:mm:ss); the value stays text in that format. */
export function DateCell({ column, value, editing, onChange, onValidate, hasError, onDone }: CellEditorProps) {
  const withTime = column.type === 'datetime' && !column.dateTimeDisabled;
  const format = withTime ? DATETIME_FORMAT : DATE_FORMAT;
  const parsed = typeof value === 'string' && value ? dayjs(value, format) : null;
  return (
    <DatePicker
      autoFocus={editing}
      defaultOpen={editing}
      size="small"
      style={{ width: '100%' }}
      showTime={withTime}
      format={format}
      value={parsed && parsed.isValid() ? parsed : null}
      status={hasError ? 'error' : undefined}
      placeholder={column.placeholder ?? `请选择${column.title}`}
      disabled={column.disabled}
      onChange={(d) => {
        onChange(d ? d.format(format) : '');
        onValidate('input');
        if (!withTime) onDone?.();
      }}
      onFocus={() => onValidate('focus')}
      onBlur={() => onValidate('blur')}
      {...column.props}
    />
  );
}
