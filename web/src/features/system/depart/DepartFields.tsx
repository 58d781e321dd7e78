import { Form, Input, InputNumber, Radio } from 'antd';

/** The editable fields of a department, shared by the add dialog and the edit panel. */
export function DepartFields({ orgCode, parentName }: { orgCode?: string; parentName?: string }) {
  return (
    <>
      {parentName !== undefined && (
        <Form.Item label="上级部门">
          <Input value={parentName || '无（一级部门）'} disabled />
        </Form.Item>
      )}
      <Form.Item name="departName" label="机构名称" rules={[{ required: true, whitespace: true, message: '请输入机构名称' }, { max: 100, message: '机构名称不能超过100个字符' }]}>
        <Input placeholder="请输入机构名称" data-testid="depart-name" />
      </Form.Item>
      <Form.Item label="机构编码" tooltip="由系统按层级自动生成，不可修改">
        <Input value={orgCode ?? '保存后自动生成'} disabled data-testid="depart-org-code" />
      </Form.Item>
      <Form.Item name="orgCategory" label="机构类型">
        <Radio.Group options={[{ value: '1', label: '公司' }, { value: '2', label: '部门' }, { value: '3', label: '岗位' }]} />
      </Form.Item>
      <Form.Item name="departNameEn" label="英文名">
        <Input placeholder="请输入英文名" />
      </Form.Item>
      <Form.Item name="departOrder" label="排序">
        <InputNumber min={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="mobile" label="电话" rules={[{ pattern: /^[0-9+\-() ]*$/, message: '请输入正确的电话号码' }]}>
        <Input placeholder="请输入电话" />
      </Form.Item>
      <Form.Item name="address" label="地址">
        <Input placeholder="请输入地址" />
      </Form.Item>
      <Form.Item name="description" label="备注">
        <Input.TextArea rows={2} placeholder="请输入备注" />
      </Form.Item>
    </>
  );
}
