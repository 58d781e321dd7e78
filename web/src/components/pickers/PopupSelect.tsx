import { App } from 'antd';
import { useState } from 'react';
import { PickerField } from './PickerField';
import { checkPopupConfig, popupFieldValues, splitValue, type PopupSelectConfig } from './pickerConfig';
import { ReportPopupModal } from './ReportPopupModal';

export interface PopupSelectProps extends PopupSelectConfig {
  /** The text shown: the current value of `field` (by default the first destination field). */
  value?: string;
  /** The values for every destination field, and the rows chosen. */
  onChange?(values: Record<string, string>, rows: Record<string, unknown>[]): void;
  params?: Record<string, string>;
  placeholder?: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * 报表弹窗选择 (the popup selector): picks rows of online report `code` and copies their `orgFields` columns into
 * the form's `destFields`, several rows joined with `spliter`.
 */
export function PopupSelect({ value, onChange, params, placeholder = '请选择', disabled, testId, ...config }: PopupSelectProps) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const error = checkPopupConfig(config);
  const field = config.field || splitValue(config.destFields)[0];

  return (
    <>
      <PickerField
        testId={testId}
        text={value ?? ''}
        placeholder={error ?? placeholder}
        disabled={disabled}
        onOpen={() => (error ? message.error(error) : setOpen(true))}
        onClear={() => onChange?.(Object.fromEntries(splitValue(config.destFields).map((d) => [d, ''])), [])}
      />
      {!error && (
        <ReportPopupModal
          open={open}
          code={config.code!}
          multi={config.multi}
          groupId={config.groupId}
          params={params}
          testId={testId ? `${testId}-modal` : undefined}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            setOpen(false);
            const values = popupFieldValues(config, rows);
            onChange?.(field && !(field in values) ? { ...values, [field]: values[splitValue(config.destFields)[0]] } : values, rows);
          }}
        />
      )}
    </>
  );
}
