import { Alert, Input, Modal, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { QueueTexts } from '@meiyun/shared';
import { parseCheckInCode } from './checkInCode';
import { queueApi } from './queueApi';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * 签到: one field for what the gate has — the scanner's read of the pickup order's QR code, the order number typed,
 * or a plate. Enter sends it; the dialog stays open and empty for the next truck, with the last outcome above it
 * (the server's own words when refused), so a clerk scans truck after truck without touching the mouse.
 */
export function CheckInModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<InputRef>(null);

  useEffect(() => {
    if (open) {
      setValue('');
      setOutcome(null);
    }
  }, [open]);

  const send = async () => {
    const code = parseCheckInCode(value);
    if (!code) {
      setOutcome({ ok: false, text: QueueTexts.orderOrPlate });
      return;
    }
    setBusy(true);
    try {
      const env = await queueApi.checkIn(code);
      if (env.success) {
        setOutcome({ ok: true, text: `${env.result.queueNo}号 ${env.result.plateNo} 签到成功` });
        setValue('');
      } else {
        setOutcome({ ok: false, text: env.message });
      }
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setBusy(false);
      input.current?.focus({ cursor: 'all' });
    }
  };

  return (
    <Modal title="排队签到" open={open} onCancel={onClose} footer={null} destroyOnHidden afterOpenChange={(o) => o && input.current?.focus()} width={520}>
      {outcome && <Alert type={outcome.ok ? 'success' : 'error'} showIcon style={{ marginBottom: 12, fontSize: 16 }} message={outcome.text} data-testid="checkin-outcome" />}
      <Input.Search
        ref={input}
        size="large"
        autoFocus
        placeholder="扫描提煤单二维码，或输入提煤单号、车牌号"
        enterButton="签到"
        value={value}
        loading={busy}
        maxLength={200}
        onChange={(e) => setValue(e.target.value)}
        onSearch={() => void send()}
        aria-label="提煤单或车牌号"
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        回车签到，Esc 关闭。签到后排队号按货场当天顺序发放。
      </Typography.Paragraph>
    </Modal>
  );
}
