import { PasswordMessages } from '@meiyun/shared';
import { App, Form, Input, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { putAction } from '../../lib/http';

interface NewPasswordItemsProps {
  /** The sign-in pages' own forms: no labels, the lock icon inside, their own placeholders. */
  bare?: { placeholder: string; prefix: ReactNode };
  /** Whether a new password is good enough (the change rule or the strong rule). */
  accept(password: string): boolean;
  requiredMessage: string;
  ruleMessage: string;
  confirmLabel: string;
  confirmRequiredMessage: string;
  confirmPlaceholder: string;
}

/** The new password and its confirmation (`password`, `confirmpassword`), as both password dialogs ask for them. */
export function NewPasswordItems(p: NewPasswordItemsProps) {
  return (
    <>
      <Form.Item
        name="password"
        label={p.bare ? undefined : '新密码'}
        rules={[
          { required: true, message: p.requiredMessage },
          { validator: (_, v: string) => (!v || p.accept(v) ? Promise.resolve() : Promise.reject(new Error(p.ruleMessage))) },
        ]}
      >
        <Input.Password placeholder={p.bare?.placeholder ?? '请输入新密码'} prefix={p.bare?.prefix} aria-label="新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={p.bare ? undefined : p.confirmLabel}
        dependencies={['password']}
        rules={[
          { required: true, message: p.confirmRequiredMessage },
          ({ getFieldValue }) => ({
            validator: (_, v: string) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(PasswordMessages.mismatch))),
          }),
        ]}
      >
        <Input.Password placeholder={p.confirmPlaceholder} prefix={p.bare?.prefix} aria-label={p.confirmLabel} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/**
 * Validates the form, sends it with PUT and reports the server's answer; `done` runs after a success (the form is
 * reset first). Answers the submit handler and whether a request is under way.
 */
export function usePasswordSubmit<V extends object>(form: FormInstance<V>, url: string, body: (values: V) => object, fallbackSuccess: string, done: () => void) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const env = await putAction(url, body(values));
      if (env.success) {
        message.success(env.message || fallbackSuccess);
        form.resetFields();
        done();
      } else {
        message.warning(env.message);
      }
    } finally {
      setSaving(false);
    }
  }
  return { submit, saving };
}
