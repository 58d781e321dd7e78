import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { getAction } from '../../lib/http';

/**
 * The next number of a 填值规则 (`/sys/fillRule/executeRuleByCode/{ruleCode}`): consumed, unique, or null when the
 * server refused (the HTTP client has shown why).
 */
export async function nextRuleNumber(ruleCode: string): Promise<string | null> {
  const env = await getAction<string>(`/sys/fillRule/executeRuleByCode/${encodeURIComponent(ruleCode)}`);
  return env.success ? env.result : null;
}

/**
 * Fills `field` of a form from a numbering rule once, when `active` (an add dialog that opened) and the field is
 * still empty: `useFillRule(form, 'contractNo', 'contract_no', open && mode === 'add')`.
 */
export function useFillRule(form: FormInstance, field: string, ruleCode: string, active: boolean) {
  useEffect(() => {
    if (!active) return;
    let alive = true;
    if (form.getFieldValue(field)) return;
    void nextRuleNumber(ruleCode).then((no) => {
      if (alive && no && !form.getFieldValue(field)) form.setFieldValue(field, no);
    });
    return () => {
      alive = false;
    };
  }, [active, form, field, ruleCode]);
}
