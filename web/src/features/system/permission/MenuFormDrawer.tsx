import { useEffect, useMemo, useState } from 'react';
import { App, Button, Drawer, Form, Input, InputNumber, Radio, Space, Switch, TreeSelect } from 'antd';
import { PATTERNS, patternMessage, type MenuTreeNode } from '@meiyun/shared';
import { IconPicker } from '../../../components/icon/IconPicker';
import { useDevice } from '../../../lib/device/useDevice';
import { permissionApi, report } from '../shared/systemApi';

interface Props {
  /** null: closed; otherwise the initial values (an id means edit). */
  menu: Partial<MenuTreeNode> | null;
  tree: MenuTreeNode[];
  onClose: (saved: boolean) => void;
}

type ParentOption = { value: string; title: string; children?: ParentOption[]; disabled?: boolean };

/** Menus (not buttons) as parent choices; the edited menu and its subtree are not offered. */
function parentOptions(rows: MenuTreeNode[], selfId?: string): ParentOption[] {
  return rows
    .filter((r) => r.menuType !== 2 && r.id !== selfId)
    .map((r) => {
      const children = parentOptions(r.children ?? [], selfId);
      return { value: r.id, title: r.name, ...(children.length ? { children } : {}) };
    });
}

const TYPE_TEXT = ['一级菜单', '子菜单', '按钮/权限'];
/** The server's rule for permission codes (shared), so the drawer refuses exactly what a save would. */
const PERMS_RULE = { pattern: PATTERNS.permissionCodes.pattern, message: patternMessage('permissionCodes', '授权标识') };

export function MenuFormDrawer({ menu, tree, onClose }: Props) {
  const { message } = App.useApp();
  const { small } = useDevice();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const menuType: number = Form.useWatch('menuType', form) ?? menu?.menuType ?? 0;
  const editing = !!menu?.id;
  const parents = useMemo(() => parentOptions(tree, menu?.id), [tree, menu?.id]);

  useEffect(() => {
    if (!menu) return;
    form.resetFields();
    form.setFieldsValue({
      menuType: 0,
      sortNo: 1,
      isRoute: true,
      keepAlive: false,
      hidden: false,
      hideTab: false,
      alwaysShow: false,
      internalOrExternal: false,
      permsType: '1',
      status: '1',
      ...menu,
    });
  }, [menu, form]);

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = { ...values, id: menu?.id, parentId: values.menuType === 0 ? null : values.parentId };
      const env = editing ? await permissionApi.edit(body) : await permissionApi.add(body);
      if (report(env, message)) onClose(true);
    } finally {
      setSaving(false);
    }
  }

  const isButton = menuType === 2;
  return (
    <Drawer
      open={!!menu}
      title={editing ? '编辑菜单' : '新增菜单'}
      size={small ? '100%' : 640}
      onClose={() => onClose(false)}
      destroyOnHidden
      forceRender
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => onClose(false)}>取消</Button>
          <Button type="primary" loading={saving} onClick={submit} data-testid="menu-save">确定</Button>
        </Space>
      }
    >
      <Form form={form} labelCol={{ xs: 24, sm: 6 }} wrapperCol={{ xs: 24, sm: 17 }}>
        <Form.Item name="menuType" label="菜单类型">
          <Radio.Group disabled={editing && !!menu?.children?.length}>
            {TYPE_TEXT.map((t, i) => (
              <Radio key={i} value={i}>{t}</Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="name" label={isButton ? '按钮/权限' : '菜单名称'} rules={[{ required: true, whitespace: true, message: '请输入菜单名称' }, { max: 100 }]}>
          <Input placeholder="请输入名称" data-testid="menu-name" />
        </Form.Item>
        {menuType !== 0 && (
          <Form.Item name="parentId" label="上级菜单" rules={[{ required: true, message: isButton ? '按钮必须选择上级菜单' : '子菜单必须选择上级菜单' }]}>
            <TreeSelect treeData={parents} placeholder="请选择上级菜单" showSearch treeNodeFilterProp="title" allowClear treeDefaultExpandAll={false} styles={{ popup: { root: { maxHeight: 400 } } }} />
          </Form.Item>
        )}
        {!isButton && (
          <>
            <Form.Item name="url" label="菜单路径" rules={[{ required: true, whitespace: true, message: '请输入菜单路径' }]}>
              <Input placeholder="/system/xxx 或外部地址 https://..." data-testid="menu-url" />
            </Form.Item>
            <Form.Item name="component" label="前端组件" tooltip="features 下页面的路径，去掉 Page.tsx；目录使用 layouts/RouteView">
              <Input placeholder="例如 system/role/RoleList" />
            </Form.Item>
            <Form.Item name="componentName" label="组件名称">
              <Input placeholder="路由名称，例如 RoleList" />
            </Form.Item>
            <Form.Item name="redirect" label="默认跳转地址">
              <Input placeholder="目录的默认跳转地址" />
            </Form.Item>
            <Form.Item name="icon" label="菜单图标">
              <IconPicker />
            </Form.Item>
          </>
        )}
        {isButton && (
          <>
            <Form.Item name="perms" label="授权标识" rules={[{ required: true, whitespace: true, message: '按钮必须填写授权标识' }, PERMS_RULE]}>
              <Input placeholder="例如 system:role:add，多个用逗号分隔" data-testid="menu-perms" />
            </Form.Item>
            <Form.Item name="permsType" label="授权策略" tooltip="可见/可访问：未授权时隐藏；可编辑：未授权时禁用">
              <Radio.Group options={[{ value: '1', label: '可见/可访问' }, { value: '2', label: '可编辑' }]} />
            </Form.Item>
            <Form.Item name="status" label="状态">
              <Radio.Group options={[{ value: '1', label: '有效' }, { value: '0', label: '无效' }]} />
            </Form.Item>
          </>
        )}
        {!isButton && (
          <Form.Item name="perms" label="授权标识" rules={[PERMS_RULE]}>
            <Input placeholder="可选" />
          </Form.Item>
        )}
        <Form.Item name="sortNo" label="排序">
          <InputNumber style={{ width: '100%' }} placeholder="数字越小越靠前" />
        </Form.Item>
        {!isButton && (
          <>
            <Form.Item name="isRoute" label="是否路由" valuePropName="checked"><Switch checkedChildren="是" unCheckedChildren="否" /></Form.Item>
            <Form.Item name="keepAlive" label="缓存路由" valuePropName="checked"><Switch checkedChildren="是" unCheckedChildren="否" /></Form.Item>
            <Form.Item name="hidden" label="隐藏路由" valuePropName="checked"><Switch checkedChildren="是" unCheckedChildren="否" /></Form.Item>
            <Form.Item name="hideTab" label="隐藏Tab" valuePropName="checked"><Switch checkedChildren="是" unCheckedChildren="否" /></Form.Item>
            <Form.Item name="alwaysShow" label="聚合路由" valuePropName="checked"><Switch checkedChildren="是" unCheckedChildren="否" /></Form.Item>
            <Form.Item name="internalOrExternal" label="打开方式" valuePropName="checked"><Switch checkedChildren="外部" unCheckedChildren="内部" /></Form.Item>
          </>
        )}
        <Form.Item name="description" label="描述">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
