import { DATE_FORMAT, DATETIME_FORMAT, type FieldMeta } from '@meiyun/shared';
import { DatePicker, Input, InputNumber } from 'antd';
import dayjs from 'dayjs';
import { DictSelect } from '../../dict/DictSelect';
import type { SuperQueryCondition } from './superQuery';

interface Props {
  field?: FieldMeta;
  condition: SuperQueryCondition;
  onChange(val: string | string[] | undefined): void;
}

/** The value editor of one advanced-query condition; values are kept as the texts that are sent. */
export function SuperQueryValue({ field, condition, onChange }: Props) {
  const style = { width: '100%' };
  if (!field) return <Input disabled placeholder="请先选择字段" style={style} />;
  if (condition.rule === 'empty' || condition.rule === 'not_empty') return <Input disabled placeholder="无需输入值" style={style} />;
  if (field.dict) {
    const multiple = condition.rule === 'in' || field.multi;
    return (
      <DictSelect
        dictCode={field.dict}
        mode={multiple ? 'multiple' : undefined}
        valueType="array"
        value={condition.val}
        placeholder="请选择"
        onChange={(v) => onChange(Array.isArray(v) ? v.map(String) : v === undefined || v === null ? undefined : String(v))}
      />
    );
  }
  if (field.type === 'date' || field.type === 'datetime') {
    const format = field.type === 'datetime' ? DATETIME_FORMAT : DATE_FORMAT;
    const value = typeof condition.val === 'string' && condition.val ? dayjs(condition.val) : null;
    return <DatePicker style={style} showTime={field.type === 'datetime'} format={format} value={value} onChange={(d) => onChange(d ? d.format(format) : undefined)} />;
  }
  if (field.type === 'int' || field.type === 'decimal') {
    return (
      <InputNumber
        style={style}
        stringMode
        precision={field.type === 'int' ? 0 : undefined}
        value={typeof condition.val === 'string' ? condition.val : null}
        placeholder="请输入值"
        onChange={(v) => onChange(v === null || v === undefined ? undefined : String(v))}
      />
    );
  }
  return <Input style={style} allowClear placeholder="请输入值" value={typeof condition.val === 'string' ? condition.val : ''} onChange={(e) => onChange(e.target.value)} />;
}
