import { App, Button, Card, Col, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CronDialog, CronInput, CronNextTimes, cronRule } from '../../../components/cron';

/** Expressions worth loading to see each kind of rule. */
const PRESETS: Array<{ label: string; expression: string }> = [
  { label: '每5秒', expression: '0/5 * * * * ?' },
  { label: '每天08:30', expression: '0 30 8 * * ?' },
  { label: '工作日09:00', expression: '0 0 9 ? * MON-FRI' },
  { label: '每月最后一个工作日18:00', expression: '0 0 18 LW * ?' },
  { label: '每月第二个周一10:00', expression: '0 0 10 ? * MON#2' },
  { label: '月末前3天02:00', expression: '0 0 2 L-3 * ?' },
  { label: '每季度首日', expression: '0 0 0 1 1/3 ?' },
  { label: '2030年元旦', expression: '0 0 0 1 1 ? 2030' },
];

interface DemoForm {
  name: string;
  cron: string;
}

export default function CronDemoPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<DemoForm>();
  const cron = Form.useWatch('cron', form);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [built, setBuilt] = useState('0 0 12 * * ?');

  return (
    <div className="page cron-demo" data-testid="cron-demo-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title="表单中的cron表达式" variant="borderless">
            <Form<DemoForm>
              form={form}
              layout="vertical"
              initialValues={{ name: '煤场库存日报', cron: '0 0 8 * * ?' }}
              onFinish={(values) => message.success(`${values.name}：${values.cron}`)}
            >
              <Form.Item label="任务名称" name="name" rules={[{ required: true, message: '请输入任务名称' }]}>
                <Input />
              </Form.Item>
              <Form.Item label="执行周期" name="cron" rules={[{ required: true, message: '请输入cron表达式' }, cronRule]}>
                <CronInput />
              </Form.Item>
              <Form.Item label="常用表达式">
                <Space size={[8, 8]} wrap>
                  {PRESETS.map((preset) => (
                    <Tag.CheckableTag
                      key={preset.expression}
                      checked={cron === preset.expression}
                      onChange={() => form.setFieldsValue({ cron: preset.expression })}
                    >
                      {preset.label}
                    </Tag.CheckableTag>
                  ))}
                </Space>
              </Form.Item>
              <Button type="primary" htmlType="submit">
                保存
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="最近10次运行时间" variant="borderless">
            <CronNextTimes value={cron} onChange={(value) => form.setFieldsValue({ cron: value })} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="直接打开cron对话框" variant="borderless">
            <Space wrap>
              <Button onClick={() => setDialogOpen(true)}>打开对话框</Button>
              <Typography.Text>
                结果：<Typography.Text code copyable data-testid="cron-dialog-result">{built}</Typography.Text>
              </Typography.Text>
            </Space>
            <CronDialog open={dialogOpen} value={built} onOk={setBuilt} onClose={() => setDialogOpen(false)} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
