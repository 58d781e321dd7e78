import { App, Card, Col, Form, Input, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DetailList } from '../../../components/detailList/DetailList';
import { BusinessSelect } from '../../../components/pickers/BusinessSelect';
import { DepartPicker } from '../../../components/pickers/DepartPicker';
import { DepartUserPicker } from '../../../components/pickers/user/DepartUserPicker';
import { MultiUserPicker } from '../../../components/pickers/user/MultiUserPicker';
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
}

/** Field → label, in form order: the submitted data is listed with these. */
const LABELS: Record<keyof DemoValues, string> = {
  users: '通知人员',
  departUsers: '值班调度员',
  bizUsers: '开单人',
  departs: '负责部门',
  singleDepart: '结算部门',
  roles: '可查看的角色',
  positions: '适用职务',
  popupDepart: '发货部门',
  popupCategory: '业务分类',
  reportUsername: '接车人账号',
  reportRealname: '接车人姓名',
};

/** What the card is for, in a line above its fields. */
function Intro({ children }: { children: ReactNode }) {
  return <Typography.Paragraph type="secondary">{children}</Typography.Paragraph>;
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
            <Card variant="borderless" title="选择人员" style={{ marginBottom: 16 }}>
              <Intro>点「选择」在弹窗中查找并勾选平台用户，框内显示所选人员的姓名。</Intro>
              <Form.Item label="通知人员（可多选）" name="users" extra="从全部用户中勾选，可按账号、姓名查询">
                <MultiUserPicker />
              </Form.Item>
              <Form.Item label="值班调度员" name="departUsers" extra="先在左侧选部门，再从该部门的人员中选择">
                <DepartUserPicker />
              </Form.Item>
              <Form.Item label="开单人" name="bizUsers" extra="按姓名、性别筛选，已选人员列在弹窗右侧">
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
            <Card variant="borderless" title="选择部门、角色与职务" style={{ marginBottom: 16 }}>
              <Intro>部门按组织机构树选择；角色和职务从系统中已建立的记录里选择。</Intro>
              <Form.Item label="负责部门（可多选）" name="departs" extra="打开「父子关联」后，勾选上级部门会连同下级一起选中">
                <DepartPicker />
              </Form.Item>
              <Form.Item label="结算部门（单选）" name="singleDepart">
                <DepartPicker multi={false} store="orgCode" />
              </Form.Item>
              <Form.Item label="可查看的角色" name="roles">
                <RolePicker />
              </Form.Item>
              <Form.Item label="适用职务" name="positions">
                <PositionPicker />
              </Form.Item>
            </Card>
          </Col>
          <Col {...col}>
            <Card variant="borderless" title="弹窗查询选择" style={{ marginBottom: 16 }}>
              <Intro>记录较多时，在弹窗里按条件查询、分页浏览后选择；可按左侧的部门树缩小范围，表格每行还可带「查看」等操作，只对有权限的人显示。</Intro>
              <Form.Item label="发货部门（单选）" name="popupDepart">
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
              <Form.Item label="业务分类（可多选）" name="popupCategory">
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
            </Card>
          </Col>
          <Col {...col}>
            <Card variant="borderless" title="从报表中选择，一次带出多个字段" style={{ marginBottom: 16 }}>
              <Intro>弹窗列出一张在线报表（部门用户报表）的查询结果，选中一行后同时填入多个字段：这里选择接车人的账号，姓名随之自动填入。</Intro>
              <Form.Item name="reportUsername" hidden>
                <Input />
              </Form.Item>
              <Form.Item label="接车人账号">
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
              <Form.Item label="接车人姓名" name="reportRealname">
                <Input readOnly placeholder="选择账号后自动填入" />
              </Form.Item>
            </Card>
          </Col>
        </Row>
      </Form>
      <Card variant="borderless" title="提交的数据" size="small" data-testid="pickers-values">
        <Typography.Paragraph type="secondary">
          选择器保存所选记录的编号或编码，框内显示名称；名称日后修改，已保存的数据不受影响。
        </Typography.Paragraph>
        <DetailList
          column={2}
          items={(Object.keys(LABELS) as Array<keyof DemoValues>).map((key) => ({
            label: LABELS[key],
            children: (
              <Typography.Text data-testid={`picked-${key}`} style={{ wordBreak: 'break-all' }}>
                {values[key] || '—'}
              </Typography.Text>
            ),
          }))}
        />
      </Card>
    </div>
  );
}
