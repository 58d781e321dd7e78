import { Button, Form, Input, Select, Space } from 'antd';

export interface KeywordStatusValues<S extends string = string> {
  keyword: string;
  status: S | '';
}

interface KeywordStatusQueryProps<S extends string> {
  /** The form's name (its fields' ids derive from it). */
  name: string;
  keywordLabel: string;
  keywordMaxLength: number;
  statusLabel: string;
  /** The choices besides 全部 (value ''). */
  statuses: { value: S; label: string }[];
  /** The trimmed keyword and the chosen status; a reset sends both empty. */
  onSearch(values: KeywordStatusValues<S>): void;
}

/**
 * The query form of a hand-written list that filters by one text and one state (my announcements, scheduled
 * jobs): inline, 查询 and 重置. Lists declared as entities use QueryForm instead.
 */
export function KeywordStatusQuery<S extends string>(p: KeywordStatusQueryProps<S>) {
  const [form] = Form.useForm<KeywordStatusValues<S>>();
  return (
    <Form<KeywordStatusValues<S>>
      form={form}
      name={p.name}
      layout="inline"
      className="query-form"
      initialValues={{ keyword: '', status: '' }}
      onFinish={(v) => p.onSearch({ keyword: v.keyword?.trim() ?? '', status: v.status ?? '' })}
    >
      <Form.Item name="keyword" label={p.keywordLabel}>
        <Input placeholder={`请输入${p.keywordLabel}`} allowClear maxLength={p.keywordMaxLength} />
      </Form.Item>
      <Form.Item name="status" label={p.statusLabel}>
        <Select style={{ width: 120 }} options={[{ value: '', label: '全部' }, ...p.statuses]} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              p.onSearch({ keyword: '', status: '' });
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
