import { App, Button, Form, Input, Modal, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import type { Page } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import { Ellipsis } from '../ellipsis/Ellipsis';
import { confirmWarning, PICKER_PAGE_SIZES, PICKER_WIDTH } from './pickerConfig';

export type PickerRow = Record<string, unknown> & { id: string };

export interface TablePickerModalProps {
  open: boolean;
  title: string;
  /** A generic list endpoint (`{records,total}`, list syntax: `field=*text*`, `pageNo`, `pageSize`, `column`, `order`). */
  url: string;
  columns: { dataIndex: string; title: string; width?: number }[];
  /** Fields searched by contains, each an input of the search bar. */
  searchFields?: { field: string; label: string }[];
  /** The column the chip of a chosen row shows. */
  labelField: string;
  multi?: boolean;
  width?: number;
  pageSize?: number;
  ellipsis?: number;
  /** Rows chosen when the dialog opens. */
  initial: PickerRow[];
  onOk(rows: PickerRow[]): void;
  onCancel(): void;
  testId?: string;
}

/**
 * A search bar and a paged table of records with row selection across pages; the chosen rows show as chips.
 * The multi-user, role and position pickers are this dialog over their list endpoints.
 */
export function TablePickerModal(p: TablePickerModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [rows, setRows] = useState<PickerRow[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState({ no: 1, size: p.pageSize ?? 10 });
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<PickerRow[]>([]);
  const [loading, setLoading] = useState(false);
  const multi = p.multi ?? true;

  useEffect(() => {
    if (p.open) {
      setChosen(p.initial);
      setRows([]);
      setTotal(0);
      setFilters({});
      setPage({ no: 1, size: p.pageSize ?? 10 });
      form.resetFields();
    }
    // Only when the dialog opens: the selection then belongs to the dialog until confirmed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p.open]);

  useEffect(() => {
    if (!p.open) return;
    let live = true;
    setLoading(true);
    const query: Record<string, unknown> = { pageNo: page.no, pageSize: page.size };
    for (const [k, v] of Object.entries(filters)) if (v) query[k] = `*${v}*`;
    getAction<Page<PickerRow>>(p.url, query)
      .then((env) => {
        if (!live) return;
        if (!env.success) return void message.warning(env.message);
        setRows(env.result.records);
        setTotal(env.result.total);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [p.open, p.url, page, filters, message]);

  const columns: ColumnsType<PickerRow> = p.columns.map((c) => ({
    key: c.dataIndex,
    dataIndex: c.dataIndex,
    title: c.title,
    width: c.width,
    render: (v: unknown) => <Ellipsis value={v === null || v === undefined ? '' : String(v)} length={p.ellipsis ?? 25} />,
  }));

  const keys = chosen.map((r) => r.id);
  return (
    <Modal
      open={p.open}
      title={p.title}
      width={p.width ?? PICKER_WIDTH}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      onCancel={p.onCancel}
      onOk={() => {
        const warning = confirmWarning(chosen.length, multi);
        if (warning) return void message.warning(warning);
        p.onOk(chosen);
      }}
      data-testid={p.testId}
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflow: 'auto' } }}
    >
      {p.searchFields?.length ? (
        <Form form={form} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={(v) => (setFilters(v), setPage((x) => ({ ...x, no: 1 })))}>
          {p.searchFields.map((f) => (
            <Form.Item key={f.field} name={f.field} label={f.label}>
              <Input allowClear placeholder={`请输入${f.label}`} style={{ width: 180 }} />
            </Form.Item>
          ))}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button onClick={() => (form.resetFields(), setFilters({}), setPage((x) => ({ ...x, no: 1 })))}>重置</Button>
            </Space>
          </Form.Item>
        </Form>
      ) : null}
      <div style={{ marginBottom: 8, minHeight: 24 }} data-testid="picker-chosen">
        已选 {chosen.length} 项：
        {chosen.map((r) => (
          <Tag key={r.id} closable onClose={() => setChosen(chosen.filter((x) => x.id !== r.id))}>
            {String(r[p.labelField] ?? r.id)}
          </Tag>
        ))}
      </div>
      <Table<PickerRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({
          onClick: () => {
            if (!multi) return setChosen([r]);
            setChosen(keys.includes(r.id) ? chosen.filter((x) => x.id !== r.id) : [...chosen, r]);
          },
        })}
        rowSelection={{
          type: multi ? 'checkbox' : 'radio',
          selectedRowKeys: keys,
          preserveSelectedRowKeys: true,
          onChange: (_k, selected) => {
            // Keep the rows chosen on other pages; replace the ones of this page.
            const here = new Set(rows.map((r) => r.id));
            const picked = selected.filter(Boolean);
            setChosen(multi ? [...chosen.filter((r) => !here.has(r.id)), ...picked] : picked.slice(-1));
          },
        }}
        pagination={{
          current: page.no,
          pageSize: page.size,
          total,
          showSizeChanger: true,
          pageSizeOptions: PICKER_PAGE_SIZES,
          showQuickJumper: true,
          showTotal: (t, range) => `${range[0]}-${range[1]} 共 ${t} 条`,
          onChange: (no, size) => setPage({ no, size }),
        }}
      />
    </Modal>
  );
}
