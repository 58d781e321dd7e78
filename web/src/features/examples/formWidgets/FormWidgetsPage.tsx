import { Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { checkedCount, emailRules, maxBytesRule, mobileRules, patternRule, required, selectRequired, userNameRules } from '@meiyun/shared';
import { useDevice } from '../../../lib/device/useDevice';
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
  name: '合同名称',
  username: '用户名',
  phone: '手机号',
  email: '邮箱',
  amount: '合同金额',
  remark: '备注',
  sex: '性别',
  transport: '运输方式',
  transports: '可用运输方式',
  coalKinds: '意向煤种',
  enabled: '是否启用',
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
  name: toAntdRules(required('请输入合同名称', { min: 2, max: 20 })),
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

/** The like-query value of QueryInput (`*晋A*`) as a reader says it, without the search syntax. */
function queryText(value: string): string {
  const like = /^\*(.*)\*$/.exec(value);
  return like ? `包含「${like[1]}」` : value;
}

/** The submitted value of one field as the panel shows it. */
function shownValue(key: string, value: unknown) {
  if (key === 'amount') return <NumberText value={String(value)} decimals={2} />;
  if (key === 'plateQuery') return queryText(String(value));
  return <Ellipsis value={String(value)} length={25} />;
}

/** 表单组件: every form widget in one antd Form, with the shared rule set's messages. */
export default function FormWidgetsPage() {
  const [form] = Form.useForm();
  const [submitted, setSubmitted] = useState<Record<string, unknown> | null>(null);
  const { device } = useDevice();
  const span = { xs: 24, md: 12, xl: 8 };

  return (
    <div className="page examples-form-widgets" data-testid="form-widgets-page">
      <Card variant="borderless" title="常用表单字段与填写校验">
        <Typography.Paragraph type="secondary">
          平台表单常用的输入方式，以及填写时的校验：必填、长度、手机号、邮箱、金额、日期先后等，填错时在字段下方立即提示原因。填好后点「提交」，下方列出表单将保存的数据。
        </Typography.Paragraph>
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
              <Form.Item name="name" label="合同名称" rules={rules.name} extra="2到20个字">
                <Input placeholder="如 晋北动力煤采购合同" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="username" label="用户名" rules={rules.username}>
                <Input placeholder="如 dispatcher_01" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="phone" label="手机号" rules={rules.phone}>
                <Input placeholder="11位手机号码" maxLength={11} />
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
              <Form.Item name="remark" label="备注" rules={rules.remark} extra="最多20个汉字或40个字母数字">
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
              <Form.Item name="enabled" label="是否启用">
                <YNSwitch checkedChildren="是" unCheckedChildren="否" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="plateQuery" label="车牌查询" extra="输入车牌的一部分即可，如「晋A」查出所有晋A开头的车辆">
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
                <DateInput showTime placeholder="日期和时间" />
              </Form.Item>
            </Col>
            <Col {...span}>
              <Form.Item name="arriveTime" label="到厂时刻">
                <TimeInput placeholder="时:分:秒" />
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
        <Card variant="borderless" title="提交的数据" data-testid="submitted-values">
          <Typography.Paragraph type="secondary">
            选择类字段保存的是编码（如部门编码、地区代码），页面上显示对应的名称；名称日后修改，已保存的数据不受影响。
          </Typography.Paragraph>
          <DetailList
            items={Object.keys(LABELS)
              .filter((k) => submitted[k] !== undefined && submitted[k] !== '')
              .map((k) => ({
                label: LABELS[k],
                children: shownValue(k, submitted[k]),
              }))}
          />
        </Card>
      )}
    </div>
  );
}
