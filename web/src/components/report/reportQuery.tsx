import { Form, Input, Select, Space } from 'antd';
import { filledParams, type PickerQuery } from '../pickers/PickerQueryForm';
import type { ReportQueryItem } from '../pickers/reportApi';

/**
 * The report's query form for `PickerQueryForm`: each query field single or a `_begin`/`_end` range, a select where
 * it has a dictionary, those marked hidden '1' behind 更多条件; values go as typed (the server matches text by
 * contains).
 */
export function reportQuery(items: ReportQueryItem[]): PickerQuery {
  const field = (q: ReportQueryItem, name: string, placeholder: string) =>
    q.dictOptions ? (
      <Select allowClear placeholder={placeholder} style={{ width: 160 }} options={q.dictOptions.map((o) => ({ value: o.value, label: o.text }))} />
    ) : (
      <Input allowClear placeholder={placeholder} style={{ width: name.endsWith('_begin') || name.endsWith('_end') ? 120 : 160 }} />
    );
  return {
    hasMore: items.some((q) => q.hidden === '1'),
    toParams: filledParams,
    fields: (more) =>
      items
        .filter((q) => more || q.hidden !== '1')
        .map((q) =>
          q.mode === 'range' ? (
            <Form.Item key={q.field} label={q.label}>
              <Space.Compact>
                <Form.Item noStyle name={`${q.field}_begin`}>
                  {field(q, `${q.field}_begin`, '开始')}
                </Form.Item>
                <Form.Item noStyle name={`${q.field}_end`}>
                  {field(q, `${q.field}_end`, '结束')}
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          ) : (
            <Form.Item key={q.field} name={q.field} label={q.label}>
              {field(q, q.field, `${q.dictOptions ? '请选择' : '请输入'}${q.label}`)}
            </Form.Item>
          ),
        ),
  };
}
