import { useEffect, useRef, useState } from 'react';
import { Input, Popover } from 'antd';
import type { InputRef } from 'antd';
import type { CellEditorProps } from '../types';
import { acceptNumberInput, isCompleteNumber, settleNumber } from '../numberInput';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function InputCell({ column, value, editing, onChange, onValidate, hasError, onDone }: CellEditorProps) {
  const ref = useRef<InputRef>(null);
  useEffect(() => {
    if (editing) ref.current?.focus();
  }, [editing]);
  return (
    <Input
      ref={ref}
      size="small"
      value={text(value)}
      status={hasError ? 'error' : undefined}
      placeholder={column.placeholder ?? `请输入${column.title}`}
      disabled={column.disabled}
      onChange={(e) => {
        onChange(e.target.value);
        onValidate('input');
      }}
      onFocus={() => onValidate('focus')}
      onBlur={() => onValidate('blur')}
      onPressEnter={onDone}
      {...column.props}
    />
  );
}

/**
 * Number and inputNumber cells (§5): keystrokes that cannot lead to a number revert; the value is parsed to a
 * number on focus and blur, and a non-matching text is cleared on blur.
 */
export function NumberCell({ column, value, editing, onChange, onValidate, hasError, onDone }: CellEditorProps) {
  const ref = useRef<InputRef>(null);
  const [draft, setDraft] = useState(() => text(settleNumber(value)));
  useEffect(() => {
    if (editing) ref.current?.focus();
  }, [editing]);
  // Leaving edit mode unmounts the input, and a removed input gets no blur: settle as a blur would.
  const latest = useRef({ draft, onChange, onValidate });
  latest.current = { draft, onChange, onValidate };
  useEffect(
    () => () => {
      const { draft: text, onChange: change, onValidate: validate } = latest.current;
      if (isCompleteNumber(text) || text === '') return;
      change('');
      validate('blur');
    },
    [],
  );
  const settle = (trigger: 'focus' | 'blur') => {
    const settled = settleNumber(draft);
    if (trigger === 'blur' && !isCompleteNumber(draft)) setDraft('');
    else setDraft(text(settled));
    onChange(settled);
    onValidate(trigger);
  };
  return (
    <Input
      ref={ref}
      size="small"
      inputMode="decimal"
      value={draft}
      status={hasError ? 'error' : undefined}
      placeholder={column.placeholder ?? `请输入${column.title}`}
      disabled={column.disabled}
      onChange={(e) => {
        const next = acceptNumberInput(draft, e.target.value);
        setDraft(next);
        onChange(isCompleteNumber(next) ? Number(next) : next);
        onValidate('input');
      }}
      onFocus={() => settle('focus')}
      onBlur={() => settle('blur')}
      onPressEnter={onDone}
      {...column.props}
    />
  );
}

export function TextareaCell({ column, value, editing, onChange, onValidate, hasError }: CellEditorProps) {
  return (
    <Input.TextArea
      autoFocus={editing}
      size="small"
      rows={1}
      autoSize={{ minRows: 1, maxRows: 2 }}
      value={text(value)}
      status={hasError ? 'error' : undefined}
      placeholder={column.placeholder ?? `请输入${column.title}`}
      disabled={column.disabled}
      onChange={(e) => {
        onChange(e.target.value);
        onValidate('input');
      }}
      onFocus={() => onValidate('focus')}
      onBlur={() => onValidate('blur')}
      {...column.props}
    />
  );
}

/** input_pop: a one-line input whose full text is edited in a textarea popover. */
export function InputPopCell({ column, value, editing, onChange, onValidate, hasError }: CellEditorProps) {
  const [open, setOpen] = useState(editing);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottom"
      title={column.title}
      content={
        <Input.TextArea
          autoFocus
          style={{ width: 280 }}
          rows={4}
          value={text(value)}
          onChange={(e) => {
            onChange(e.target.value);
            onValidate('input');
          }}
          onBlur={() => onValidate('blur')}
        />
      }
    >
      <Input
        size="small"
        readOnly
        value={text(value)}
        status={hasError ? 'error' : undefined}
        placeholder={column.placeholder ?? `请输入${column.title}`}
        onFocus={() => onValidate('focus')}
      />
    </Popover>
  );
}
