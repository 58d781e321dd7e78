import type { Depart } from '@meiyun/shared';
import { App, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { currentDeparts, selectDepart } from '../../lib/session/sessionApi';
import { sessionActions, useSession } from '../../lib/session/sessionStore';

interface Props {
  /** Asked to open; the dialog shows only once the user's departments are known and non-empty (§4). */
  open: boolean;
  onClose(): void;
}

export function DepartSelectModal({ open, onClose }: Props) {
  const { message } = App.useApp();
  const username = useSession((s) => s.userInfo?.username ?? '');
  const [departs, setDeparts] = useState<Depart[] | null>(null);
  const [currentOrgCode, setCurrentOrgCode] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | undefined>();
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) {
      setDeparts(null);
      setChosen(undefined);
      setInvalid(false);
      return;
    }
    let cancelled = false;
    currentDeparts()
      .then((env) => {
        if (cancelled) return;
        const list = env.success ? (env.result?.list ?? []) : [];
        if (list.length === 0) {
          message.warning('您尚未设置部门信息!');
          onClose();
          return;
        }
        setDeparts(list);
        setCurrentOrgCode(env.result.orgCode ?? null);
        setChosen(env.result.orgCode ?? undefined);
      })
      .catch(() => !cancelled && onClose());
    return () => {
      cancelled = true;
    };
  }, [open, message, onClose]);

  const current = departs?.find((d) => d.orgCode === currentOrgCode);
  const title = current ? `部门切换（当前部门 : ${current.departName}）` : '部门选择';

  async function confirm() {
    if (!chosen) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    try {
      const env = await selectDepart(chosen, username);
      if (env.success) {
        if (env.result?.userInfo) sessionActions.setUserInfo(env.result.userInfo);
        message.success(env.message || '部门切换成功');
        onClose();
      } else {
        message.warning(env.message);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open && departs !== null}
      title={title}
      width={500}
      okText="确认"
      cancelText="取消"
      confirmLoading={saving}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
      data-testid="depart-select-modal"
    >
      <Form layout="vertical">
        <Form.Item label="部门" validateStatus={invalid ? 'error' : undefined} help={invalid ? '请选择部门' : undefined} required>
          <Select
            placeholder="请选择登录部门"
            status={invalid ? 'error' : undefined}
            value={chosen}
            onChange={(v) => {
              setChosen(v);
              setInvalid(false);
            }}
            options={(departs ?? []).map((d) => ({ value: d.orgCode, label: d.departName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
