import { App, Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { CronDialog, CronInput, CronNextTimes, cronRule } from '../../../components/cron';

/** Schedules worth loading to see each kind of rule; the button's tooltip shows the expression it fills in. */
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
          <Card title="定时任务的执行周期" variant="borderless">
            <Typography.Paragraph type="secondary">
              定时任务（如每天早上生成煤场库存日报）按执行周期自动运行。周期可以直接输入，也可以点「选择」按秒、分、时、日、月、周、年逐项勾选，或点下面的常用周期一键填入。
            </Typography.Paragraph>
            <Form<DemoForm>
              form={form}
              layout="vertical"
              initialValues={{ name: '煤场库存日报', cron: '0 0 8 * * ?' }}
              onFinish={(values) => message.success(`执行周期有效：「${values.name}」将按 ${values.cron} 执行`)}
            >
              <Form.Item label="任务名称" name="name" rules={[{ required: true, message: '请输入任务名称' }]}>
                <Input />
              </Form.Item>
              <Form.Item label="执行周期" name="cron" rules={[{ required: true, message: '请输入执行周期' }, cronRule]}>
                <CronInput />
              </Form.Item>
              <Form.Item label="常用周期">
                <Space size={[8, 8]} wrap>
                  {PRESETS.map((preset) => (
                    <Button
                      key={preset.expression}
                      size="small"
                      type={cron === preset.expression ? 'primary' : 'default'}
                      title={preset.expression}
                      onClick={() => form.setFieldsValue({ cron: preset.expression })}
                    >
                      {preset.label}
                    </Button>
                  ))}
                </Space>
              </Form.Item>
              <Button type="primary" htmlType="submit">
                检查周期
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="接下来10次执行时间" variant="borderless">
            <Typography.Paragraph type="secondary">
              周期一改，这里立即列出接下来的10次执行时间，便于确认设置符合预期；也可以在这里直接修改周期。
            </Typography.Paragraph>
            <CronNextTimes value={cron} onChange={(value) => form.setFieldsValue({ cron: value })} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="单独弹出周期设置" variant="borderless">
            <Typography.Paragraph type="secondary">
              不在表单里时，也可以单独弹出同一个周期设置窗口，例如在列表中为选中的多个任务统一设置执行周期。
            </Typography.Paragraph>
            <Space wrap>
              <Button onClick={() => setDialogOpen(true)}>设置执行周期</Button>
              <Typography.Text>
                已设置的周期：<Typography.Text code copyable data-testid="cron-dialog-result">{built}</Typography.Text>
              </Typography.Text>
            </Space>
            <CronDialog open={dialogOpen} value={built} onOk={setBuilt} onClose={() => setDialogOpen(false)} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
