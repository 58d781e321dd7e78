import { App, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { confirmWarning } from './pickerConfig';

export interface PickerModalProps<Row> {
  open: boolean;
  title: ReactNode;
  width: number;
  /** What 确定 hands over; nothing chosen (or several in single mode) warns instead. */
  chosen: Row[];
  multi: boolean;
  /** A promise keeps 确定 spinning until it settles (the caller saves the choice first). */
  onOk(rows: Row[]): void | Promise<void>;
  onCancel(): void;
  /** Keep the dialog within the window and scroll its body (a long row of chips). */
  scrollBody?: boolean;
  testId?: string;
  children: ReactNode;
}

/**
 * The dialog of every picker: 确定 / 取消, and a body that is built afresh at each opening (`destroyOnHidden`), so
 * the pages, filters and tree nodes of the last visit are gone; the choice itself is the caller's
 * (`usePickerSelection`).
 */
export function PickerModal<Row>({ open, title, width, chosen, multi, onOk, onCancel, scrollBody, testId, children }: PickerModalProps<Row>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      confirmLoading={busy}
      data-testid={testId}
      styles={scrollBody ? { body: { maxHeight: 'calc(100vh - 220px)', overflow: 'auto' } } : undefined}
      onCancel={onCancel}
      onOk={async () => {
        const warning = confirmWarning(chosen.length, multi);
        if (warning) return void message.warning(warning);
        const done = onOk(chosen);
        if (!(done instanceof Promise)) return;
        setBusy(true);
        try {
          await done;
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Modal>
  );
}
