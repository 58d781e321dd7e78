import { Alert, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import type { ListRecord } from '../../../components/entity';
import { getAction } from '../../../lib/http';

/** 测试: runs `/sys/checkRule/checkByCode` with a typed value and shows the verdict. */
export function CheckRuleTestModal({ rule, onClose }: { rule: ListRecord | null; onClose(): void }) {
  const [value, setValue] = useState('');
  const [verdict, setVerdict] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!rule || !value) return;
    setBusy(true);
    try {
      const env = await getAction('/sys/checkRule/checkByCode', { ruleCode: rule.ruleCode, value });
      setVerdict({ ok: env.success, text: env.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={rule !== null}
      title={`测试：${String(rule?.ruleName ?? '')}`}
      onCancel={onClose}
      afterClose={() => {
        setValue('');
        setVerdict(null);
      }}
      footer={<Button onClick={onClose}>关闭</Button>}
      destroyOnHidden
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input value={value} placeholder="请输入要校验的值" maxLength={500} onChange={(e) => setValue(e.target.value)} onPressEnter={run} aria-label="要校验的值" />
        <Button type="primary" loading={busy} disabled={!value} onClick={run}>
          校验
        </Button>
      </Space.Compact>
      {verdict && <Alert style={{ marginTop: 12 }} type={verdict.ok ? 'success' : 'error'} showIcon title={verdict.text} data-testid="check-rule-verdict" />}
    </Modal>
  );
}
