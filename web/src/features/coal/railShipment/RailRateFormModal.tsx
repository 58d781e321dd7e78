import { App, Col, DatePicker, Divider, Form, Input, Row, Switch } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { EditFormProps } from '../../../components/entity';
import { useClickGuard } from '../../../components/entity/useClickGuard';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import { useDevice } from '../../../lib/device/useDevice';
import { railApi } from './railApi';
import { SurchargeTable } from './SurchargeTable';

const RATE = /^\d{1,10}(\.\d{1,4})?$/;
const RATES: [string, string, boolean, string][] = [
  ['baseRate', '发到基价(元/吨)', true, '如 16.3'],
  ['runningRate', '运行基价(元/吨·公里)', true, '如 0.098'],
  ['electrifiedRate', '电气化附加费(元/吨·公里，电气化里程)', false, '如 0.012'],
  ['constructionFundRate', '铁路建设基金(元/吨·公里，运价里程)', false, '如 0.033'],
];

/** 新增/编辑铁路运价 (the list's `editForm`): the rates as typed text (never floats) and the surcharge rows. */
export function RailRateFormModal({ mode, record, open, onClose, onSaved }: EditFormProps) {
  const { message } = App.useApp();
  const guard = useClickGuard();
  const { small } = useDevice();
  const [form] = Form.useForm();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const id = mode === 'edit' ? record?.id : undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!id) return void form.setFieldsValue({ enabled: true, surcharges: [] });
    let cancelled = false;
    setLoading(true);
    railApi
      .rate(id)
      .then((env) => {
        if (cancelled || !env.success || !env.result) return;
        const r = env.result;
        const text = (v: unknown) => (v === null || v === undefined ? '' : String(Number(v)));
        form.setFieldsValue({ name: r.name, validFrom: dayjs(String(r.validFrom)), baseRate: text(r.baseRate), runningRate: text(r.runningRate), electrifiedRate: text(r.electrifiedRate), constructionFundRate: text(r.constructionFundRate), enabled: r.enabled === 1, remark: r.remark ?? '', surcharges: r.surcharges ?? [] });
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, id]);

  const save = guard(async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const opt = (s: unknown) => (s === undefined || s === null || String(s).trim() === '' ? null : String(s).trim());
    const body: Record<string, unknown> = {
      name: String(v.name).trim(),
      validFrom: dayjs(v.validFrom).format('YYYY-MM-DD'),
      baseRate: String(v.baseRate).trim(),
      runningRate: String(v.runningRate).trim(),
      electrifiedRate: opt(v.electrifiedRate),
      constructionFundRate: opt(v.constructionFundRate),
      enabled: v.enabled ? 1 : 0,
      remark: v.remark || null,
      surcharges: (v.surcharges ?? []).map((s: Record<string, unknown>) => ({ name: String(s.name ?? '').trim(), basis: s.basis, rate: String(s.rate ?? '').trim() })),
    };
    if (id) body.id = id;
    setSaving(true);
    try {
      const env = id ? await railApi.editRate(body) : await railApi.addRate(body);
      if (!env.success) return void message.warning(env.message);
      message.success(env.message || '操作成功');
      onSaved();
      onClose();
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setSaving(false);
    }
  });

  const half = small ? 24 : 12;
  return (
    <RecordFormModal open={open} title={`${mode === 'add' ? '新增' : '编辑'}铁路运价`} width={860} loading={loading} saving={saving} locked={false} lockedText="" onSave={save} onClose={onClose} saveTestId="rail-rate-save">
      <Form form={form} name="railRate-form" layout="vertical">
        <Row gutter={16}>
          <Col span={half}>
            <Form.Item name="name" label="运价名称" rules={[{ required: true, whitespace: true, message: '请输入运价名称' }, { max: 100, message: '运价名称最多100个字符' }]}>
              <Input data-testid="rail-rate-name" />
            </Form.Item>
          </Col>
          <Col span={half}>
            <Form.Item name="validFrom" label="生效日期" rules={[{ required: true, message: '请选择生效日期' }]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {RATES.map(([name, label, required, placeholder]) => (
            <Col span={half} key={name}>
              <Form.Item name={name} label={label} rules={[...(required ? [{ required: true, message: `请输入${label.replace(/\(.*$/, '')}` }] : []), { pattern: RATE, message: `${label.replace(/\(.*$/, '')}必须是不小于0的数字，最多4位小数` }]}>
                <Input inputMode="decimal" placeholder={placeholder} data-testid={`rail-rate-${name}`} />
              </Form.Item>
            </Col>
          ))}
          <Col span={half}>
            <Form.Item name="enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          其他附加费
        </Divider>
        <SurchargeTable />
        <Form.Item name="remark" label="备注" style={{ marginTop: 12 }} rules={[{ max: 500, message: '备注最大长度500位字符' }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </RecordFormModal>
  );
}
