import type { Tenant } from '@meiyun/shared';
import { Modal, Radio, Space } from 'antd';
import { useState } from 'react';

/**
 * 选择租户: a user of several companies chooses which one to work in after signing in. Every request then names it
 * (`tenant-id`); the server checks the user belongs to it and that it is not frozen.
 */
export function TenantSelectModal({ open, tenants, current, onChosen }: { open: boolean; tenants: Tenant[]; current: number | null; onChosen: (id: number) => void }) {
  const [chosen, setChosen] = useState<number | null>(current ?? tenants[0]?.id ?? null);
  return (
    <Modal
      open={open}
      title="选择租户"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      okText="进入系统"
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={{ disabled: chosen === null, 'data-testid': 'tenant-select-ok' } as never}
      onOk={() => chosen !== null && onChosen(chosen)}
      width={450}
      data-testid="tenant-select"
    >
      <p style={{ marginBottom: 12 }}>您属于多个租户，请选择本次要进入的租户：</p>
      <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value)}>
        <Space orientation="vertical">
          {tenants.map((t) => (
            <Radio key={t.id} value={t.id}>
              {t.name}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
