import { DatePicker, TimePicker } from 'antd';
import type { DatePickerProps, TimePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT } from '@meiyun/shared';

dayjs.extend(customParseFormat);

function parse(value: string | null | undefined, format: string): Dayjs | null {
  if (!value) return null;
  const d = dayjs(value, format, true);
  if (d.isValid()) return d;
  const loose = dayjs(value);
  return loose.isValid() ? loose : null;
}

type PickerBase = Omit<DatePickerProps, 'value' | 'onChange' | 'format' | 'showTime' | 'picker'>;

export interface DateInputProps extends PickerBase {
  /** The value as a formatted string (`2026-05-01`, or `2026-05-01 08:30:00` with `showTime`). */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** Date and time (YYYY-MM-DD HH:mm:ss) instead of a date (YYYY-MM-DD). */
  showTime?: boolean;
  /** Another dayjs format for the value and the display. */
  format?: string;
}

/** Date or date-time picker whose value is a string in the formats of §9 (dayjs, zh-cn). Cleared emits undefined. */
export function DateInput({ value, onChange, showTime = false, format, ...rest }: DateInputProps) {
  const fmt = format ?? (showTime ? DATETIME_FORMAT : DATE_FORMAT);
  return (
    <DatePicker
      style={{ width: '100%' }}
      {...rest}
      showTime={showTime}
      format={fmt}
      value={parse(value, fmt)}
      onChange={(d) => onChange?.(d && !Array.isArray(d) ? d.format(fmt) : undefined)}
    />
  );
}

export interface TimeInputProps extends Omit<TimePickerProps, 'value' | 'onChange' | 'format'> {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  format?: string;
}

/** Time picker whose value is a string, HH:mm:ss by default (§9). */
export function TimeInput({ value, onChange, format = TIME_FORMAT, ...rest }: TimeInputProps) {
  return (
    <TimePicker style={{ width: '100%' }} {...rest} format={format} value={parse(value, format)} onChange={(d) => onChange?.(d ? d.format(format) : undefined)} />
  );
}
