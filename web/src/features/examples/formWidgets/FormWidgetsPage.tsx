import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { useState } from 'react';
import { checkedCount, emailRules, maxBytesRule, mobileRules, patternRule, required, selectRequired, userNameRules } from '@meiyun/shared';
import { useDevice } from '../../../app/layouts/useDevice';
import { AreaLinkage } from '../../../components/area/AreaLinkage';
import { CategorySelect } from '../../../components/category/CategorySelect';
import { CheckboxGroup } from '../../../components/checkbox/CheckboxGroup';
import { DateInput, TimeInput } from '../../../components/date/DateInput';
import { DetailList } from '../../../components/detailList/DetailList';
import { DictSearchSelect } from '../../../components/dict/DictSearchSelect';
import { DictSelect } from '../../../components/dict/DictSelect';
import { Ellipsis } from '../../../components/ellipsis/Ellipsis';
import { compareTime, toAntdRules } from '../../../components/form/antdRules';
import { NumberText } from '../../../components/number/NumberText';
import { QueryInput } from '../../../components/queryInput/QueryInput';
import { YNSwitch } from '../../../components/switch/YNSwitch';
import { DictTreeSelect } from '../../../components/treeSelect/DictTreeSelect';

const COAL_KINDS = ['动力煤', '焦煤', '喷吹煤', '洗精煤', '混煤'].map((k) => ({ label: k, value: k }));

/** Field → label, in form order: the submitted values are listed with these. */
const LABELS: Record<string, string> = {
  name: '名称',
  username: '用户名',
  phone: '手机号',
  email: '邮箱',
  amount: '合同金额',
  remark: '备注',
  sex: '性别',
  transport: '运输方式',
  transports: '可用运输方式',
  coalKinds: '意向煤种',
  enabled: '启用',
  startDate: '开始日期',
  endDate: '结束日期',
  loadTime: '装车时间',
  arriveTime: '到厂时刻',
  plateQuery: '车牌查询',
  departCode: '所属部门',
  departId: '上级部门',
  categoryId: '煤种分类',
  receiveArea: '收货地区',
  sendArea: '发货地区',
};

const rules = {
  name: toAntdRules(required('请输入名称', { min: 2, max: 20 })),
  username: toAntdRules(userNameRules()),
  phone: toAntdRules(mobileRules()),
  email: toAntdRules(emailRules()),
  amount: toAntdRules([...required('请输入合同金额'), patternRule('money')]),
  remark: toAntdRules([maxBytesRule(40)]),
  sex: toAntdRules(selectRequired('请选择性别')),
  coalKinds: toAntdRules(checkedCount({ min: 1, max: 3 })),
  departCode: toAntdRules(selectRequired('请选择所属部门')),
  categoryId: toAntdRules(selectRequired('请选择煤种分类')),
};

/** 表单组件: every form widget in one antd Form, with the shared rule set's messages. */
export default function FormWidgetsPage() {
  const [form] = Form.useForm();
  const [submitted, setSubmitted] = useState<Record<string, unknown> | null>(null);
  const { device } = useDevice();
  const span = { xs: 24, md: 12, xl: 8 };

  return (
    <div className="page examples-form-widgets" data-testid="form-widgets-page">
      <Card variant="borderless" title="表单组件">
        <Form
          form={form}
          layout={device === 'mobile' ? 'vertical' : 'horizontal'}
          labelCol={device === 'mobile' ? undefined : { flex: '112px' }}
          labelWrap
          initialValues={{ transport: '1', enabled: 'Y' }}
          onValuesChange={(changed) => {
            if ('startDate' in changed || 'endDate' in changed) compareTime(form, 'startDate', 'endDate');
          }}
          onFinish={(values) => setSubmitted(values)}
        >
          <Row gutter={24}>
            <Col {...span}>
              <Form.Item name="name" label="名称" rules={rules.name} extra="2到20个字符">
                <Input placeholder="请输入名称" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="username" label="用户名" rules={rules.username}>
                <Input placeholder="字母、数字、下划线" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="phone" label="手机号" rules={rules.phone}>
                <Input placeholder="11位手机号" maxLength={11} />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="email" label="邮箱" rules={rules.email}>
                <Input placeholder="选填" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="amount" label="合同金额" rules={rules.amount}>
                <Input placeholder="元，最多两位小数" suffix="元" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="remark" label="备注" rules={rules.remark} extra="最多40个字节，中文计2个">
                <Input placeholder="选填" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="sex" label="性别" rules={rules.sex}>
                <DictSelect dictCode="sex" placeholder="请选择性别" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="transport" label="运输方式">
                <DictSelect dictCode="transport_mode" type="radio" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="transports" label="可用运输方式">
                <DictSelect dictCode="transport_mode" type="checkbox" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="coalKinds" label="意向煤种" rules={rules.coalKinds} extra="选择1到3项">
                <CheckboxGroup options={COAL_KINDS} />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="enabled" label="启用">
                <YNSwitch checkedChildren="是" unCheckedChildren="否" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="plateQuery" label="车牌查询" extra="提交值带模糊查询符 *…*">
                <QueryInput placeholder="如 晋A" type="like" trim />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="startDate" label="开始日期">
                <DateInput placeholder="开始日期" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="endDate" label="结束日期" extra="须晚于开始日期">
                <DateInput placeholder="结束日期" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="loadTime" label="装车时间">
                <DateInput showTime placeholder="装车时间" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="arriveTime" label="到厂时刻">
                <TimeInput placeholder="到厂时刻" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="departCode" label="所属部门" rules={rules.departCode}>
                <DictSearchSelect dict="sys_depart,depart_name,org_code" placeholder="输入部门名称搜索" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="departId" label="上级部门">
                <DictTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" placeholder="请选择部门" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="categoryId" label="煤种分类" rules={rules.categoryId}>
                <CategorySelect pcode="A01" placeholder="请选择煤种" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="receiveArea" label="收货地区">
                <AreaLinkage type="cascader" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="sendArea" label="发货地区">
                <AreaLinkage type="select" />
              </Form.Item>
            </Col>
          </Row>
          <Space>
            <Button type="primary" htmlType="submit">
              提交
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setSubmitted(null);
              }}
            >
              重置
            </Button>
          </Space>
        </Form>
      </Card>
      {submitted && (
        <Card variant="borderless" title="提交的值" data-testid="submitted-values">
          <DetailList
            items={Object.keys(LABELS)
              .filter((k) => submitted[k] !== undefined && submitted[k] !== '')
              .map((k) => ({
                label: LABELS[k],
                children: k === 'amount' ? <NumberText value={String(submitted[k])} decimals={2} /> : <Ellipsis value={String(submitted[k])} length={25} />,
              }))}
          />
        </Card>
      )}
    </div>
  );
}
