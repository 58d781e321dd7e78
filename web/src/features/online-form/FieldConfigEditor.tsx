import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { defaultFieldConfig, formNeeds, onlineTable, type OnlineFieldConfig } from '@meiyun/shared';
import { Button, Checkbox, Empty, Form, Input, Space, Table } from 'antd';
import { useEffect, useRef } from 'react';
import { fieldRows, moveRow, storedConfig } from './fieldConfig';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/**
 * 字段配置 of the 在线表单 dialog: the chosen table's fields in the form's order, each with its label and whether
 * it is listed, queried and edited. Choosing another table starts again from that table's own choice.
 */
export function FieldConfigEditor({ value, onChange, disabled }: Props) {
  const tableName = Form.useWatch('tableName') as string | undefined;
  const table = tableName ? onlineTable(tableName) : undefined;
  const shownFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!table) return;
    const switched = shownFor.current !== undefined && shownFor.current !== table.name;
    shownFor.current = table.name;
    if (!value || switched) onChange?.(storedConfig(table, defaultFieldConfig(table)));
    // Only a change of table resets the fields; the value changing is the editor's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table]);

  if (!table) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先选择数据表" />;
  const rows = fieldRows(table, value);
  const labels = new Map(table.fields.map((f) => [f.name, f]));
  const set = (index: number, patch: Partial<OnlineFieldConfig>) => onChange?.(storedConfig(table, rows.map((r, i) => (i === index ? { ...r, ...patch } : r))));
  const flag = (key: 'list' | 'query' | 'form', title: string) => ({
    title,
    key,
    width: 64,
    align: 'center' as const,
    render: (_: unknown, r: OnlineFieldConfig, i: number) => (
      <Checkbox
        aria-label={`${labels.get(r.name)?.label}${title}`}
        checked={r[key]}
        disabled={disabled || (key === 'form' && formNeeds(labels.get(r.name)!))}
        onChange={(e) => set(i, { [key]: e.target.checked })}
      />
    ),
  });

  return (
    <Table<OnlineFieldConfig>
      className="online-field-config"
      size="small"
      rowKey="name"
      pagination={false}
      scroll={{ x: 560, y: 320 }}
      dataSource={rows}
      columns={[
        { title: '字段', key: 'name', width: 150, render: (_, r) => <span title={r.name}>{labels.get(r.name)?.label}</span> },
        {
          title: '显示名称',
          key: 'label',
          render: (_, r, i) => (
            <Input size="small" maxLength={50} disabled={disabled} placeholder={labels.get(r.name)?.label} value={r.label ?? ''} onChange={(e) => set(i, { label: e.target.value || undefined })} />
          ),
        },
        flag('list', '列表'),
        flag('query', '查询'),
        flag('form', '表单'),
        {
          title: '排序',
          key: 'order',
          width: 76,
          render: (_, _r, i) => (
            <Space size={0}>
              <Button type="text" size="small" aria-label="上移" icon={<ArrowUpOutlined />} disabled={disabled || i === 0} onClick={() => onChange?.(storedConfig(table, moveRow(rows, i, -1)))} />
              <Button type="text" size="small" aria-label="下移" icon={<ArrowDownOutlined />} disabled={disabled || i === rows.length - 1} onClick={() => onChange?.(storedConfig(table, moveRow(rows, i, 1)))} />
            </Space>
          ),
        },
      ]}
    />
  );
}
