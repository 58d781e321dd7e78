import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { cronError, formatFireTime, nextFireTimes, type QuartzJob } from '@meiyun/shared';
import { useEffect, useMemo, useState } from 'react';
import { CronInput, cronRule } from '../../../components/cron';
import { fetchHandlers, JobStatus, saveJob, type QuartzJobForm } from './quartzJobApi';

interface Props {
  /** null: closed; 'new': add; a job: edit. */
  job: QuartzJob | 'new' | null;
  onClose(): void;
  onSaved(): void;
}

/** Add/edit dialog: the handler is chosen from the registered list, the expression typed or built in the cron dialog. */
export function QuartzJobFormModal({ job, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<QuartzJobForm>();
  const [saving, setSaving] = useState(false);
  const handlers = useQuery({ queryKey: ['quartzJob', 'handlers'], queryFn: fetchHandlers, staleTime: 5 * 60_000, enabled: job !== null });
  const handlerKey = Form.useWatch('handlerKey', form);
  const cron = Form.useWatch('cronExpression', form);
  const chosen = handlers.data?.find((h) => h.key === handlerKey);
  const editing = job !== null && job !== 'new';
  const upcoming = useMemo(() => {
    const expr = cron?.trim();
    if (!expr || cronError(expr)) return null;
    return nextFireTimes(expr, 3).map(formatFireTime);
  }, [cron]);

  useEffect(() => {
    if (job === null) return;
    form.resetFields();
    if (job === 'new') form.setFieldsValue({ status: JobStatus.running, cronExpression: '0 0 3 * * ?' });
    else form.setFieldsValue({ ...job, parameter: job.parameter ?? '', description: job.description ?? '' });
  }, [job, form]);

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const env = await saveJob({ ...values, id: editing ? job.id : undefined });
      if (!env.success) {
        message.error(env.message);
        return;
      }
      message.success(env.message);
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={job !== null}
      title={editing ? '编辑定时任务' : '新增定时任务'}
      width={720}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
      data-testid="quartz-job-form"
    >
      <Form form={form} name="quartzJobForm" labelCol={{ xs: { span: 24 }, sm: { span: 5 } }} wrapperCol={{ xs: { span: 24 }, sm: { span: 18 } }} className="quartz-job-form">
        <Form.Item name="jobName" label="任务名称" rules={[{ required: true, whitespace: true, message: '请输入任务名称' }, { max: 50, message: '任务名称最多50个字符' }]}>
          <Input placeholder="请输入任务名称" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="handlerKey"
          label="任务处理器"
          rules={[{ required: true, message: '请选择任务处理器' }]}
          extra={chosen?.description}
        >
          <Select
            placeholder="请选择任务处理器"
            loading={handlers.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(handlers.data ?? []).map((h) => ({ value: h.key, label: h.name }))}
          />
        </Form.Item>
        <Form.Item name="cronExpression" label="cron表达式" rules={[{ required: true, whitespace: true, message: '请输入cron表达式' }, cronRule]}>
          <CronInput />
        </Form.Item>
        {upcoming && (
          <Form.Item label="接下来执行" className="quartz-next-times">
            <span data-testid="quartz-next-times">{upcoming.length ? upcoming.join('，') : '之后不再执行'}</span>
          </Form.Item>
        )}
        <Form.Item name="parameter" label="参数" extra={chosen ? (chosen.paramExample ? `JSON格式，例如 ${chosen.paramExample}` : '该任务无需参数') : undefined}>
          <Input.TextArea rows={2} placeholder={chosen?.paramExample ?? ''} maxLength={2000} disabled={chosen !== undefined && !chosen.paramExample} />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[{ max: 200, message: '描述最多200个字符' }]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group
            options={[
              { value: JobStatus.running, label: '启动' },
              { value: JobStatus.stopped, label: '停止' },
            ]}
          />
        </Form.Item>
        {editing && (
          <Typography.Text type="secondary" className="quartz-form-note">
            保存后立即按新的表达式排程；正在执行的一次不受影响。
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
