import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { cutText } from '../ellipsis/Ellipsis';

export interface PickerFieldProps {
  /** The chosen records' display text (names, not ids). */
  text: string;
  placeholder?: string;
  disabled?: boolean;
  /** Longer texts are cut (default 25); the whole text is the field's title. */
  ellipsis?: number;
  onOpen(): void;
  onClear(): void;
  testId?: string;
}

/** The form control of every picker: the chosen names, a button that opens the dialog, and a clear icon. */
export function PickerField({ text, placeholder = '请选择', disabled, ellipsis = 25, onOpen, onClear, testId }: PickerFieldProps) {
  return (
    <Space.Compact style={{ width: '100%' }} data-testid={testId}>
      <Input
        readOnly
        disabled={disabled}
        placeholder={placeholder}
        value={cutText(text, ellipsis)}
        title={text}
        onClick={() => !disabled && onOpen()}
        suffix={
          text && !disabled ? (
            <CloseCircleFilled aria-label="清除" style={{ color: 'rgba(0,0,0,.25)', cursor: 'pointer' }} onClick={(e) => (e.stopPropagation(), onClear())} />
          ) : (
            <span />
          )
        }
        style={{ cursor: disabled ? undefined : 'pointer' }}
      />
      <Button icon={<SearchOutlined />} disabled={disabled} onClick={onOpen} aria-label="选择">
        选择
      </Button>
    </Space.Compact>
  );
}
