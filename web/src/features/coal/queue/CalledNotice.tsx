import { Button, Modal } from 'antd';
import type { QueueTicketRecord } from '@meiyun/shared';

/**
 * Who was just called, big enough to read out over the yard's loudspeaker or across the office: the number and
 * the plate. Enter or Esc closes it; 进场 and 过号 are at hand for a truck already at the gate.
 */
export function CalledNotice({ ticket, onClose, onEnter }: { ticket: QueueTicketRecord | null; onClose(): void; onEnter(t: QueueTicketRecord): void }) {
  return (
    <Modal
      open={Boolean(ticket)}
      onCancel={onClose}
      title="叫号"
      width={640}
      footer={[
        ticket && (
          <Button key="enter" onClick={() => onEnter(ticket)}>
            进场
          </Button>
        ),
        <Button key="ok" type="primary" autoFocus onClick={onClose}>
          知道了
        </Button>,
      ]}
    >
      {ticket && (
        <div style={{ textAlign: 'center', padding: '16px 0' }} data-testid="called-notice">
          <div style={{ fontSize: 28, color: 'var(--ant-color-text-secondary)' }}>请</div>
          <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.2 }}>{ticket.queueNo}号</div>
          <div style={{ fontSize: 56, fontWeight: 700, letterSpacing: 4 }}>{ticket.plateNo}</div>
          <div style={{ fontSize: 28, marginTop: 8 }}>进场</div>
        </div>
      )}
    </Modal>
  );
}
