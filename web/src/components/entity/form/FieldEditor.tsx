import { DATE_FORMAT, DATETIME_FORMAT, type FieldMeta } from '@meiyun/shared';
import { DatePicker, Form, Input, InputNumber, Switch } from 'antd';
import { DictSelect, type DictValue } from '../../dict/DictSelect';
import { DepartTreeSelect } from '../../depart/DepartTreeSelect';
import { switchValues } from './formValues';
import { widgetOf } from './formWidget';
import { RichTextEditor } from '../../richText/RichTextEditor';
import { UserSelect } from '../../pickers/user/UserSelect';

interface Props {
  field: FieldMeta;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/**
 * The editor of one declared field in the generic dialog, chosen by `form.widget`, else by type and dictionary.
 * Rich text uses the shared editor; users a search select over the user list (until the picker is merged); other
 * widgets with their own screens fall back to a text input, so a declared field is always editable.
 */
export function FieldEditor({ field, value, onChange, disabled }: Props) {
  const widget = widgetOf(field);
  const placeholder = field.form ? field.form.placeholder : undefined;
  const text = (p: string) => placeholder ?? `${p}${field.label}`;
  const dict = field.dict ?? '';
  switch (widget) {
    case 'password':
      return <Input.Password value={value as string} onChange={(e) => onChange?.(e.target.value)} disabled={disabled} autoComplete="new-password" placeholder={text('请输入')} />;
    case 'richtext':
      return <RichTextEditor value={(value as string) ?? ''} onChange={(html) => onChange?.(html)} disabled={disabled} placeholder={text('请输入')} height={260} />;
    case 'textarea':
    case 'markdown':
      return <Input.TextArea value={value as string} onChange={(e) => onChange?.(e.target.value)} disabled={disabled} rows={4} placeholder={text('请输入')} showCount={field.maxLength ? { formatter: ({ count }) => `${count}/${field.maxLength}` } : false} />;
    case 'inputNumber':
      return (
        <InputNumber
          value={value as number}
          onChange={(v) => onChange?.(v)}
          disabled={disabled}
          min={field.min}
          max={field.max}
          precision={field.type === 'int' ? 0 : field.scale}
          stringMode={field.type === 'decimal'}
          style={{ width: '100%' }}
          placeholder={text('请输入')}
        />
      );
    case 'sel_user':
      return <UserSelect value={value as string | undefined} onChange={onChange} multiple={field.multi} disabled={disabled} placeholder={text('请选择')} />;
    case 'select':
    case 'sel_search':
    case 'sel_depart':
      return dict ? <DictSelect dictCode={dict} value={value as string | undefined} onChange={onChange} disabled={disabled} placeholder={text('请选择')} /> : <Input value={value as string} onChange={(e) => onChange?.(e.target.value)} disabled={disabled} placeholder={text('请输入')} />;
    case 'sel_depart_tree': {
      const currentField = field.form ? field.form.currentField : undefined;
      if (currentField) return <DepartsWithCurrent currentField={currentField} value={value as string[] | undefined} onChange={onChange} disabled={disabled} placeholder={text('请选择')} />;
      return <DepartTreeSelect value={value as string[] | undefined} onChange={onChange} disabled={disabled} placeholder={text('请选择')} />;
    }
    case 'list_multi':
      return <DictSelect dictCode={dict} mode="multiple" valueType="array" value={value as DictValue | undefined} onChange={onChange} disabled={disabled} placeholder={text('请选择')} />;
    case 'radio':
      return <DictSelect dictCode={dict} type="radio" value={value as string | undefined} onChange={onChange} disabled={disabled} />;
    case 'checkbox':
      return <DictSelect dictCode={dict} type="checkbox" valueType="array" value={value as DictValue | undefined} onChange={onChange} disabled={disabled} />;
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          value={value as never}
          onChange={(v) => onChange?.(v ?? undefined)}
          disabled={disabled}
          showTime={widget === 'datetime'}
          format={widget === 'datetime' ? DATETIME_FORMAT : DATE_FORMAT}
          style={{ width: '100%' }}
          placeholder={text('请选择')}
        />
      );
    case 'switch': {
      const [on, off] = switchValues(field);
      return <Switch checked={value === on || String(value) === String(on)} onChange={(checked) => onChange?.(checked ? on : off)} disabled={disabled} />;
    }
    default:
      return <Input value={value as string} onChange={(e) => onChange?.(e.target.value)} disabled={disabled} placeholder={text('请输入')} maxLength={field.maxLength} />;
  }
}

/** Departments with their current one, which lives in another field of the same form (a user's orgCode). */
function DepartsWithCurrent({ currentField, ...rest }: { currentField: string; value?: string[]; onChange?: (ids: string[]) => void; disabled?: boolean; placeholder?: string }) {
  const form = Form.useFormInstance();
  // Watching re-renders on a change; the value itself is read from the store, which a record just loaded into the
  // form has already reached while the watch still answers the previous one (and would move the current one).
  Form.useWatch(currentField, form);
  const current = (form.getFieldValue(currentField) as string | undefined) || undefined;
  return <DepartTreeSelect {...rest} current={current} onCurrentChange={(code) => form.setFieldValue(currentField, code)} />;
}
