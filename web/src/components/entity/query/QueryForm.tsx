import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { DATE_FORMAT, DATETIME_FORMAT, type EntityMeta, type FieldMeta } from '@meiyun/shared';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Space } from 'antd';
import { useState } from 'react';
import { DictSelect } from '../../dict/DictSelect';

/** Fields shown before the 'more conditions' toggle (§2.6). */
export const VISIBLE_QUERY_FIELDS = 2;

export const queryFields = (meta: EntityMeta) => meta.fields.filter((f) => f.query && !f.secret);

function NumberRange({ value, onChange }: { value?: [number | null, number | null]; onChange?: (v: [number | null, number | null]) => void }) {
  const [from, to] = value ?? [null, null];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber style={{ width: '50%' }} placeholder="最小值" value={from} onChange={(v) => onChange?.([v, to])} />
      <InputNumber style={{ width: '50%' }} placeholder="最大值" value={to} onChange={(v) => onChange?.([from, v])} />
    </Space.Compact>
  );
}

/**
 * The query editor that fits a field: dictionary select, date range for `query: 'range'`, else an input. The
 * form item's value and onChange pass through to the control.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function QueryEditor({ field, ...control }: { field: FieldMeta } & Record<string, any>) {
  const isDate = field.type === 'date' || field.type === 'datetime';
  if (field.query === 'range') {
    if (isDate) return <DatePicker.RangePicker {...control} style={{ width: '100%' }} format={DATE_FORMAT} placeholder={['开始日期', '结束日期']} />;
    return <NumberRange {...control} />;
  }
  if (field.dict) return <DictSelect {...control} dictCode={field.dict} placeholder={`请选择${field.label}`} />;
  if (isDate) return <DatePicker {...control} style={{ width: '100%' }} format={field.type === 'datetime' ? DATETIME_FORMAT : DATE_FORMAT} showTime={field.type === 'datetime'} />;
  if (field.type === 'int' || field.type === 'decimal') return <InputNumber {...control} style={{ width: '100%' }} placeholder={`请输入${field.label}`} />;
  return <Input {...control} allowClear placeholder={`请输入${field.label}`} />;
}

interface Props {
  meta: EntityMeta;
  onSearch(values: Record<string, unknown>): void;
  onReset(): void;
  /** Inside a drawer the viewport breakpoints overstate the room: at most two conditions a row. */
  narrow?: boolean;
}

/** The query form above a list: two conditions, the rest behind 展开/收起, then 查询 and 重置. */
export function QueryForm({ meta, onSearch, onReset, narrow }: Props) {
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const fields = queryFields(meta);
  if (fields.length === 0) return null;
  const shown = expanded ? fields : fields.slice(0, VISIBLE_QUERY_FIELDS);
  const colProps = narrow ? { xs: 24, sm: 12 } : { xs: 24, sm: 12, lg: 8, xl: 6 };
  return (
    <Form form={form} name={`${meta.name}-query`} className="list-query-form" onFinish={(v) => onSearch(v)} labelCol={{ flex: '0 0 90px' }} wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}>
      <Row gutter={24}>
        {shown.map((field) => (
          <Col key={field.name} {...colProps}>
            <Form.Item name={field.name} label={field.label}>
              <QueryEditor field={field} />
            </Form.Item>
          </Col>
        ))}
        <Col {...colProps}>
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  onReset();
                }}
              >
                重置
              </Button>
              {fields.length > VISIBLE_QUERY_FIELDS && (
                <Button type="link" onClick={() => setExpanded((e) => !e)} style={{ paddingInline: 4 }}>
                  {expanded ? '收起' : '展开'}
                  {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
