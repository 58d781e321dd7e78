import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';

export type QueryValues = Record<string, unknown>;

export interface PickerQuery {
  /** The form's fields (`Form.Item`s, `QueryInput`s); `more` is true while 更多条件 is unfolded. */
  fields(more: boolean): ReactNode;
  /** Some fields wait behind 更多条件. */
  hasMore?: boolean;
  /** The submitted values as request parameters; by default each filled value is a contains pattern (`*text*`). */
  toParams?(values: QueryValues): Record<string, unknown>;
  /** 重置 also clears what the picker keeps beside the form (a chosen department). */
  onReset?(): void;
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The filled values, as typed. */
export function filledParams(values: QueryValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => filled(v)));
}

/** The filled values as contains patterns of the generic list syntax, but `exact` ones (a dictionary code) as typed. */
export function containsParams(values: QueryValues, exact: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filledParams(values)).map(([k, v]) => [k, exact.includes(k) ? v : `*${String(v)}*`]));
}

/** A text field of the query form: 请输入<label> unless told otherwise. */
export function QueryInput({ name, label, width, placeholder }: { name: string; label?: string; width: number; placeholder?: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear placeholder={placeholder ?? `请输入${label ?? ''}`} style={{ width }} />
    </Form.Item>
  );
}

/** The 查询 / 重置 form above a picker table, with 更多条件 / 收起 when some fields are folded away. */
export function PickerQueryForm({ query, onSearch, onReset }: { query: PickerQuery; onSearch(values: QueryValues): void; onReset(): void }) {
  const [form] = Form.useForm();
  const [more, setMore] = useState(false);
  return (
    <Form form={form} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={onSearch}>
      {query.fields(more)}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={() => (form.resetFields(), query.onReset?.(), onReset())}>重置</Button>
          {query.hasMore ? (
            <Button type="link" onClick={() => setMore(!more)} icon={more ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
              {more ? '收起' : '更多条件'}
            </Button>
          ) : null}
        </Space>
      </Form.Item>
    </Form>
  );
}
