import { App, Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Table, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { PATTERNS, patternMessage } from '@meiyun/shared';
import { Authorized } from '../../components/auth/Authorized';
import { getAction, postAction, putAction } from '../../lib/http';

export interface ReportHead {
  id: string;
  code: string;
  name: string;
  cgrSql: string;
  content?: string | null;
  createTime?: string;
}

interface ReportItem {
  fieldName: string;
  fieldTxt: string;
  dictCode?: string | null;
  fieldWidth?: number | null;
  isShow: number;
  isOrder: number;
  isQuery: number;
  searchMode: 'single' | 'range';
  searchHidden: '0' | '1';
}

interface ReportParam {
  paramName: string;
  paramTxt: string;
  paramValue?: string | null;
}

interface Props {
  open: boolean;
  /** null: a new report; an id: that report. */
  id: string | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * The definition of one report: its statement, its columns (with query fields) and its named parameters; the
 * list's 新增 and 编辑 open it (`editForm` of the list kit).
 */
export function CgreportFormModal({ open, id, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Pick<ReportHead, 'code' | 'name' | 'cgrSql' | 'content'>>();
  const [items, setItems] = useState<ReportItem[]>([]);
  const [params, setParams] = useState<ReportParam[]>([]);
  const [saving, setSaving] = useState(false);
  const [parsing, setParsing] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setItems([]);
    setParams([]);
    if (!id) return;
    getAction<ReportHead & { items: ReportItem[]; params: ReportParam[] }>('/online/cgreport/head/queryById', { id }).then((env) => {
      if (!env.success) return void message.warning(env.message);
      form.setFieldsValue(env.result);
      setItems(env.result.items);
      setParams(env.result.params);
    });
  }, [open, id, form, message]);

  const parse = async () => {
    const sql = form.getFieldValue('cgrSql');
    if (!sql?.trim()) return void message.warning('请输入报表SQL');
    setParsing(true);
    try {
      const env = await postAction<{ items: ReportItem[]; params: ReportParam[] }>('/online/cgreport/head/parseSql', { sql });
      if (!env.success) return void message.warning(env.message);
      // Keep what was already set for columns and parameters that are still there.
      setItems(env.result.items.map((i) => items.find((x) => x.fieldName === i.fieldName) ?? i));
      setParams(env.result.params.map((p) => params.find((x) => x.paramName === p.paramName) ?? p));
      message.success(`解析成功：${env.result.items.length} 个字段`);
    } finally {
      setParsing(false);
    }
  };

  const save = async () => {
    const head = await form.validateFields();
    setSaving(true);
    try {
      const body = { ...head, items, params };
      const env = id ? await putAction('/online/cgreport/head/edit', { ...body, id }) : await postAction('/online/cgreport/head/add', body);
      if (!env.success) return void message.warning(env.message);
      message.success(env.message);
      onSaved();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const setItem = (i: number, patch: Partial<ReportItem>) => setItems(items.map((x, n) => (n === i ? { ...x, ...patch } : x)));
  const setParam = (i: number, patch: Partial<ReportParam>) => setParams(params.map((x, n) => (n === i ? { ...x, ...patch } : x)));

  return (
    <Modal open={open} title={id ? '编辑报表' : '新增报表'} width={1200} okText="保存" cancelText="取消" confirmLoading={saving} onOk={save} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Space wrap style={{ width: '100%' }} styles={{ item: { flex: '1 1 260px' } }}>
          <Form.Item name="name" label="报表名称" rules={[{ required: true, message: '请输入报表名称' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="code" label="报表编码" rules={[{ required: true, message: '请输入报表编码' }, { pattern: PATTERNS.code.pattern, message: patternMessage('code', '报表编码') }, { max: 50, message: '报表编码最大长度50位字符' }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="content" label="描述">
            <Input maxLength={500} />
          </Form.Item>
        </Space>
        <Form.Item
          name="cgrSql"
          label="报表SQL"
          extra="只能是一条 SELECT（或 WITH）查询，不能包含分号和注释；${参数名} 为命名参数，运行时绑定。"
          rules={[{ required: true, message: '请输入报表SQL' }]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Authorized code="online:cgreport:parse">
          <Button onClick={parse} loading={parsing} style={{ marginBottom: 12 }}>
            SQL解析
          </Button>
        </Authorized>
      </Form>
      <Tabs
        items={[
          {
            key: 'items',
            label: `字段（${items.length}）`,
            children: (
              <Table<ReportItem>
                rowKey="fieldName"
                size="small"
                pagination={false}
                dataSource={items}
                scroll={{ x: 'max-content', y: 320 }}
                columns={[
                  { title: '字段名', dataIndex: 'fieldName', width: 140 },
                  { title: '字段文本', dataIndex: 'fieldTxt', width: 150, render: (v, _r, i) => <Input value={v} onChange={(e) => setItem(i, { fieldTxt: e.target.value })} /> },
                  { title: '字典编码', dataIndex: 'dictCode', width: 150, render: (v, _r, i) => <Input value={v ?? ''} onChange={(e) => setItem(i, { dictCode: e.target.value || null })} /> },
                  { title: '列宽', dataIndex: 'fieldWidth', width: 100, render: (v, _r, i) => <InputNumber min={40} max={1000} value={v} onChange={(n) => setItem(i, { fieldWidth: n })} /> },
                  { title: '显示', dataIndex: 'isShow', width: 60, render: (v, _r, i) => <Checkbox checked={v === 1} onChange={(e) => setItem(i, { isShow: e.target.checked ? 1 : 0 })} /> },
                  { title: '排序', dataIndex: 'isOrder', width: 60, render: (v, _r, i) => <Checkbox checked={v === 1} onChange={(e) => setItem(i, { isOrder: e.target.checked ? 1 : 0 })} /> },
                  { title: '查询', dataIndex: 'isQuery', width: 60, render: (v, _r, i) => <Checkbox checked={v === 1} onChange={(e) => setItem(i, { isQuery: e.target.checked ? 1 : 0 })} /> },
                  {
                    title: '查询模式',
                    dataIndex: 'searchMode',
                    width: 120,
                    render: (v, _r, i) => (
                      <Select value={v} style={{ width: 100 }} onChange={(m) => setItem(i, { searchMode: m })} options={[{ value: 'single', label: '单条件' }, { value: 'range', label: '范围' }]} />
                    ),
                  },
                  {
                    title: '更多条件',
                    dataIndex: 'searchHidden',
                    width: 90,
                    render: (v, _r, i) => <Checkbox checked={v === '1'} onChange={(e) => setItem(i, { searchHidden: e.target.checked ? '1' : '0' })} />,
                  },
                ]}
              />
            ),
          },
          {
            key: 'params',
            label: `参数（${params.length}）`,
            children: (
              <Table<ReportParam>
                rowKey="paramName"
                size="small"
                pagination={false}
                dataSource={params}
                columns={[
                  { title: '参数名', dataIndex: 'paramName', width: 160 },
                  { title: '参数文本', dataIndex: 'paramTxt', width: 200, render: (v, _r, i) => <Input value={v} onChange={(e) => setParam(i, { paramTxt: e.target.value })} /> },
                  { title: '默认值', dataIndex: 'paramValue', width: 200, render: (v, _r, i) => <Input value={v ?? ''} onChange={(e) => setParam(i, { paramValue: e.target.value || null })} /> },
                ]}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
