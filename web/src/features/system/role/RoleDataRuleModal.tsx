import { useEffect, useState } from 'react';
import { App, Checkbox, Empty, Modal, Spin } from 'antd';
import type { RoleDataRules } from '@meiyun/shared';
import { permissionApi, report } from '../shared/systemApi';

interface Props {
  roleId: string;
  menu: { key: string; title: string } | null;
  onClose: () => void;
}

const CONDITION_TEXT: Record<string, string> = { '=': '等于', '!=': '不等于', '>': '大于', '>=': '大于等于', '<': '小于', '<=': '小于等于', IN: '在…中', LIKE: '包含', LEFT_LIKE: '以…结尾', RIGHT_LIKE: '以…开头' };

/** Which of a menu's data rules the role holds (the menu must be granted and saved first). */
export function RoleDataRuleModal({ roleId, menu, onClose }: Props) {
  const { message } = App.useApp();
  const [rules, setRules] = useState<RoleDataRules['datarule']>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!menu) return;
    setLoading(true);
    permissionApi
      .roleDataRules(menu.key, roleId)
      .then((env) => {
        setRules(env.result?.datarule ?? []);
        setChecked((env.result?.drChecked ?? '').split(',').filter(Boolean));
      })
      .finally(() => setLoading(false));
  }, [menu, roleId]);

  async function save() {
    if (!menu) return;
    setSaving(true);
    try {
      if (report(await permissionApi.saveRoleDataRules(menu.key, roleId, checked), message)) onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={!!menu} title={`数据规则：${menu?.title ?? ''}`} okText="保存" cancelText="取消" confirmLoading={saving} onOk={save} onCancel={onClose} destroyOnHidden>
      <Spin spinning={loading}>
        {rules.length ? (
          <Checkbox.Group value={checked} onChange={(v) => setChecked(v.map(String))} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {rules.map((r) => (
              <Checkbox key={r.id} value={r.id}>
                {r.ruleName}
                <span style={{ color: '#999', marginLeft: 8 }}>
                  {r.ruleColumn} {CONDITION_TEXT[r.ruleConditions] ?? r.ruleConditions} {r.ruleValue}
                </span>
              </Checkbox>
            ))}
          </Checkbox.Group>
        ) : (
          !loading && <Empty description="该菜单没有启用的数据规则" />
        )}
      </Spin>
    </Modal>
  );
}
