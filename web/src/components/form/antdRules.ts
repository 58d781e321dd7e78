import type { FormInstance, FormRule } from 'antd';
import { COMPARE_TIME_MESSAGE, isTimeOrderValid, type FieldRule } from '@meiyun/shared';
import { feedback } from '../../lib/feedback/feedback';

/**
 * The shared rule set (`@meiyun/shared` validation) as antd Form rules: same checks, same messages as the server.
 *
 *   <Form.Item name="phone" label="手机号" rules={toAntdRules(mobileRules())}>
 *   <Form.Item name="name" rules={toAntdRules(required('请输入名称', { max: 20 }))}>
 */
export function toAntdRules(rules: readonly FieldRule[]): FormRule[] {
  return rules.map((r) => ({
    required: r.required,
    validator: (_rule: unknown, value: unknown) => (r.test(value) ? Promise.resolve() : Promise.reject(new Error(r.message))),
  }));
}

/**
 * compareTime (§4): when the start is not before the end, the end field is cleared with a warning. Call it from the
 * form's `onValuesChange` (or a picker's onChange) after either field changed; true when the pair was consistent.
 */
export function compareTime(form: FormInstance, startField: string, endField: string, message = COMPARE_TIME_MESSAGE): boolean {
  const start = form.getFieldValue(startField);
  const end = form.getFieldValue(endField);
  if (isTimeOrderValid(start, end)) return true;
  form.setFieldValue(endField, undefined);
  feedback.message.warning(message);
  return false;
}
