import { App, Card, Col, Form, Input, Row, Typography } from 'antd';
import { BusinessSelect } from '../../../components/pickers/BusinessSelect';
import { DepartPicker } from '../../../components/pickers/DepartPicker';
import { DepartUserPicker } from '../../../components/pickers/DepartUserPicker';
import { MultiUserPicker } from '../../../components/pickers/MultiUserPicker';
import { PopupRecordPicker } from '../../../components/pickers/PopupRecordPicker';
import { PopupSelect } from '../../../components/pickers/PopupSelect';
import { PositionPicker, RolePicker } from '../../../components/pickers/RecordPicker';

interface DemoValues {
  users?: string;
  departUsers?: string;
  departs?: string;
  singleDepart?: string;
  roles?: string;
  positions?: string;
  bizUsers?: string;
  popupDepart?: string;
  popupCategory?: string;
  reportUsername?: string;
  reportRealname?: string;
  badPopup?: string;
}

/** 组件示例 > 选择器: every picker in one form on live data, with the values the form holds. */
export default function PickersDemoPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<DemoValues>();
  const values = Form.useWatch([], form) ?? {};
  const col = { xs: 24, lg: 12 };

  return (
    <div className="page examples-pickers" data-testid="pickers-page">
      <Form form={form} layout="vertical" initialValues={{ roles: 'dispatcher' }}>
        <Row gutter={[16, 0]}>
          <Col {...col}>
            <Card variant="borderless" title="用户" style={{ marginBottom: 16 }}>
              <Form.Item label="多选用户（JSelectMultiUser）" name="users" extra="值为用户 id，显示姓名">
                <MultiUserPicker />
              </Form.Item>
              <Form.Item label="按部门选择用户" name="departUsers">
                <DepartUserPicker />
              </Form.Item>
              <Form.Item label="业务选择（用户）" name="bizUsers">
                <BusinessSelect
                  testId="biz-select"
                  title="选择用户"
                  url="/sys/user/list"
                  valueKey="username"
                  displayKey="realname"
                  columns={[
                    { dataIndex: 'username', title: '账号', width: 120 },
                    { dataIndex: 'realname', title: '姓名', width: 100 },
                    { dataIndex: 'phone', title: '手机号码', width: 130 },
                  ]}
                  queryConfig={[
                    { key: 'realname', label: '姓名' },
                    { key: 'sex', label: '性别', dictCode: 'sex' },
                  ]}
                />
              </Form.Item>
            </Card>
          </Col>
          <Col {...col}>
            <Card variant="borderless" title="部门、角色、职务" style={{ marginBottom: 16 }}>
              <Form.Item label="部门（多选，可切换父子关联）" name="departs">
                <DepartPicker />
              </Form.Item>
              <Form.Item label="部门（单选，存部门编码）" name="singleDepart">
                <DepartPicker multi={false} store="orgCode" />
              </Form.Item>
              <Form.Item label="角色" name="roles" extra="值为角色编码">
                <RolePicker />
              </Form.Item>
              <Form.Item label="职务" name="positions" extra="值为职务编码">
                <PositionPicker />
              </Form.Item>
            </Card>
          </Col>
          <Col {...col}>
            <Card variant="borderless" title="弹窗选择（mpopup）" style={{ marginBottom: 16 }}>
              <Form.Item label="部门（单选，带行操作权限 system:depart）" name="popupDepart">
                <PopupRecordPicker
                  testId="popup-depart"
                  title="选择部门"
                  tableName="sys_depart"
                  columns={[
                    { field: 'depart_name', title: '部门名称', width: 200 },
                    { field: 'org_code', title: '部门编码', width: 120 },
                    { field: 'mobile', title: '电话', width: 140 },
                    { field: 'address', title: '地址', width: 200 },
                  ]}
                  queryColumns='[{"field":"depart_name","title":"部门名称"},{"field":"org_code","title":"部门编码"},{"field":"address","title":"地址"}]'
                  valueField="org_code"
                  textField="depart_name"
                  treeDict="sys_depart,depart_name,id"
                  treePidField="parent_id"
                  treeLinkField="parent_id"
                  permsPrefix="system:depart"
                  rowActions={[{ code: 'system:depart:edit', label: '查看', onClick: (r) => message.info(`${String(r.depart_name)}（${String(r.org_code)}）`) }]}
                />
              </Form.Item>
              <Form.Item label="分类（多选，组合行键 code,name）" name="popupCategory">
                <PopupRecordPicker
                  testId="popup-category"
                  title="选择分类"
                  tableName="sys_category"
                  multi
                  rowKey="code,name"
                  valueField="code"
                  textField="name"
                  columns='[{"field":"name","title":"分类名称"},{"field":"code","title":"分类编码"}]'
                  queryColumns='[{"field":"name","title":"分类名称"}]'
                />
              </Form.Item>
              <Form.Item label="配置错误的弹窗（缺少显示列）" name="badPopup">
                <PopupRecordPicker testId="popup-bad" tableName="sys_user" columns="[]" />
              </Form.Item>
            </Card>
          </Col>
          <Col {...col}>
            <Card variant="borderless" title="报表弹窗（在线报表 user_by_depart）" style={{ marginBottom: 16 }}>
              <Form.Item name="reportUsername" hidden>
                <Input />
              </Form.Item>
              <Form.Item label="用户账号（报表选择，写入账号与姓名两个字段）">
                <PopupSelect
                  value={values.reportUsername}
                  testId="popup-report"
                  code="user_by_depart"
                  orgFields="username,realname"
                  destFields="reportUsername,reportRealname"
                  groupId="pickers-demo"
                  multi
                  onChange={(v) => form.setFieldsValue(v)}
                />
              </Form.Item>
              <Form.Item label="用户姓名（由报表选择写入）" name="reportRealname">
                <Input readOnly placeholder="选择报表记录后写入" />
              </Form.Item>
              <Form.Item label="配置错误（原始值和目标值数量不一致）">
                <PopupSelect testId="popup-report-bad" code="user_by_depart" orgFields="username,realname" destFields="reportUsername" />
              </Form.Item>
            </Card>
          </Col>
        </Row>
      </Form>
      <Card variant="borderless" title="表单值" size="small">
        <Typography.Paragraph copyable style={{ marginBottom: 0 }}>
          <pre data-testid="pickers-values" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(values, null, 2)}
          </pre>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
