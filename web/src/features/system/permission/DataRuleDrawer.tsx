import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Modal, Popconfirm, Radio, Select, Space, Table, Tag } from 'antd';
import type { DataRule, MenuTreeNode } from '@meiyun/shared';
import { useDevice } from '../../../lib/device/useDevice';
import { permissionApi, report } from '../shared/systemApi';

const CONDITIONS = [
  { value: '=', label: '等于' },
  { value: '!=', label: '不等于' },
  { value: '>', label: '大于' },
  { value: '>=', label: '大于等于' },
  { value: '<', label: '小于' },
  { value: '<=', label: '小于等于' },
  { value: 'IN', label: '在…中（逗号分隔）' },
  { value: 'LIKE', label: '包含' },
  { value: 'LEFT_LIKE', label: '以…结尾' },
  { value: 'RIGHT_LIKE', label: '以…开头' },
];
const conditionText = (c: string) => CONDITIONS.find((x) => x.value === c)?.label ?? c;

interface Props {
  menu: MenuTreeNode | null;
  onClose: () => void;
}

/** The row rules of a menu: a column, a condition and a value (text or #{sys_user_code}, #{sys_org_code}). */
export function DataRuleDrawer({ menu, onClose }: Props) {
  const { message } = App.useApp();
  const { small } = useDevice();
  const [filter, setFilter] = useState<{ ruleName?: string; ruleColumn?: string }>({});
  const [editing, setEditing] = useState<Partial<DataRule> | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm();
  const rules = useQuery({ queryKey: ['data-rules', menu?.id, filter], enabled: !!menu, queryFn: () => permissionApi.rules(menu!.id, filter) });

  useEffect(() => {
    if (editing) {
      form.resetFields();
      form.setFieldsValue({ ruleConditions: '=', status: '1', ...editing });
    }
  }, [editing, form]);

  async function save() {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const body = { ...v, permissionId: menu!.id, id: editing?.id };
      const env = editing?.id ? await permissionApi.editRule(body) : await permissionApi.addRule(body);
      if (report(env, message)) {
        setEditing(null);
        void rules.refetch();
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer open={!!menu} title={`数据权限规则：${menu?.name ?? ''}`} size={small ? '100%' : 720} onClose={onClose} destroyOnHidden>
      <Form layout="inline" onFinish={(v) => setFilter({ ruleName: v.ruleName || undefined, ruleColumn: v.ruleColumn || undefined })} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="ruleName"><Input placeholder="规则名称" allowClear /></Form.Item>
        <Form.Item name="ruleColumn"><Input placeholder="规则字段" allowClear /></Form.Item>
        <Space>
          <Button htmlType="submit">查询</Button>
          <Button type="primary" onClick={() => setEditing({})} data-testid="rule-add">新增</Button>
        </Space>
      </Form>
      <Table<DataRule>
        rowKey="id"
        size="small"
        loading={rules.isFetching}
        dataSource={rules.data?.result ?? []}
        pagination={false}
        scroll={{ x: 600 }}
        columns={[
          { title: '规则名称', dataIndex: 'ruleName', width: 120 },
          { title: '规则字段', dataIndex: 'ruleColumn', width: 120 },
          { title: '条件', dataIndex: 'ruleConditions', width: 100, render: conditionText },
          { title: '规则值', dataIndex: 'ruleValue', width: 140 },
          { title: '状态', dataIndex: 'status', width: 70, render: (s: string) => (s === '1' ? <Tag color="green">有效</Tag> : <Tag>无效</Tag>) },
          {
            title: '操作',
            key: 'a',
            width: 110,
            fixed: 'right',
            render: (_: unknown, r: DataRule) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(r)}>编辑</Button>
                <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={async () => { if (report(await permissionApi.removeRule(r.id), message)) void rules.refetch(); }}>
                  <Button type="link" size="small" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!editing} title={editing?.id ? '编辑规则' : '新增规则'} okText="确定" cancelText="取消" confirmLoading={saving} onOk={save} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} style={{ marginTop: 16 }}>
          <Form.Item name="ruleName" label="规则名称" rules={[{ required: true, whitespace: true, message: '请输入规则名称' }]}><Input /></Form.Item>
          <Form.Item name="ruleColumn" label="规则字段" rules={[{ required: true, message: '请输入规则字段' }, { pattern: /^[A-Za-z_][A-Za-z0-9_]*$/, message: '规则字段只能是字母、数字和下划线组成的字段名' }]}>
            <Input placeholder="例如 create_by" />
          </Form.Item>
          <Form.Item name="ruleConditions" label="条件规则" rules={[{ required: true, message: '请选择条件规则' }]}><Select options={CONDITIONS} /></Form.Item>
          <Form.Item name="ruleValue" label="规则值" rules={[{ required: true, whitespace: true, message: '请输入规则值' }]} extra="可用系统变量 #{sys_user_code}（当前账号）、#{sys_org_code}（当前部门编码）">
            <Input />
          </Form.Item>
          <Form.Item name="status" label="状态"><Radio.Group options={[{ value: '1', label: '有效' }, { value: '0', label: '无效' }]} /></Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
