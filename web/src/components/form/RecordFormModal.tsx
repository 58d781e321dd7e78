import { Alert, Button, Modal, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useDevice } from '../../lib/device/useDevice';

interface Props {
  open: boolean;
  title: string;
  /** Width on a wide screen; a phone gets the whole screen. */
  width: number;
  loading: boolean;
  saving: boolean;
  /** The record may no longer be changed (a contract past its draft, an approved result): 确定 is off and `lockedText` says why. */
  locked: boolean;
  lockedText: string;
  onSave(): void;
  onClose(): void;
  saveTestId: string;
  children: ReactNode;
}

/**
 * The dialog of a business record's own form (a contract, a quality test): full screen on a phone, closed only by
 * its buttons (a stray click must not lose typed figures), 确定 off with the reason shown when the record is locked.
 */
export function RecordFormModal({ open, title, width, loading, saving, locked, lockedText, onSave, onClose, saveTestId, children }: Props) {
  const { small } = useDevice();
  return (
    <Modal
      open={open}
      title={title}
      width={small ? '100%' : width}
      style={small ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { top: 24 }}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={saving} disabled={locked} onClick={onSave} data-testid={saveTestId}>
          确定
        </Button>,
      ]}
    >
      {locked && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={lockedText} />}
      <Spin spinning={loading}>{children}</Spin>
    </Modal>
  );
}
