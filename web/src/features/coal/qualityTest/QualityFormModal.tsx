import { qualityTestMeta, QualityTexts, type QualityMeasured } from '@meiyun/shared';
import { App, Col, DatePicker, Divider, Form, Input, Radio, Row } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { EditFormProps } from '../../../components/entity';
import { useClickGuard } from '../../../components/entity/useClickGuard';
import { useDevice } from '../../../lib/device/useDevice';
import { PlanPicker, WeighingPicker } from './BatchPickers';
import { DerivedValues } from './DerivedValues';
import { qualityApi } from './qualityApi';
import { RecordFormModal } from '../../../components/form/RecordFormModal';

const VALUE_FIELDS = ['mt', 'mad', 'aad', 'vad', 'stad', 'qgrAd', 'qnetArMj', 'hgi', 'g'] as const;
const labelOf = (name: string) => qualityTestMeta.fields.find((f) => f.name === name)?.label ?? name;
const DECIMAL = /^\d{1,3}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,3}$/;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * 登记化验 / 录入化验值 (the list's `editForm`): on add, the batch (a plan's completed weighings or weighings
 * chosen) and the sampler's code; then sampling time, lab and the measured values as typed text (never floats),
 * with the derived values and warnings computed live by the shared functions the server runs. The batch and the
 * codes cannot change once registered; only a test 已录入 can be edited.
 */
export function QualityFormModal({ mode, record, open, onClose, onSaved }: EditFormProps) {
  const { message, modal } = App.useApp();
  const guard = useClickGuard();
  const { small } = useDevice();
  const [form] = Form.useForm();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<string>('entered');
  const by = Form.useWatch('by', form) as 'plan' | 'weighings' | undefined;
  const watched = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const recordId = mode === 'edit' ? record?.id : undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setStatus('entered');
    if (!recordId) return void form.setFieldsValue({ by: 'plan' });
    let cancelled = false;
    setLoading(true);
    qualityApi
      .queryById(recordId)
      .then((env) => {
        if (cancelled) return;
        if (!env.success || !env.result) return void message.warning(env.message);
        const r = env.result;
        setStatus(String(r.status));
        form.setFieldsValue({
          sampledAt: r.sampledAt ? dayjs(String(r.sampledAt)) : null,
          lab: r.lab ?? '',
          remark: r.remark ?? '',
          ...Object.fromEntries(VALUE_FIELDS.map((f) => [f, text(r[f])])),
        });
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, recordId]);

  const save = guard(async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body: Record<string, unknown> = {
      sampledAt: v.sampledAt ? dayjs(v.sampledAt).format('YYYY-MM-DD HH:mm:ss') : null,
      lab: v.lab || null,
      remark: v.remark || null,
      ...Object.fromEntries(VALUE_FIELDS.map((f) => [f, text(v[f]).trim() || null])),
    };
    if (mode === 'add') {
      if (v.by === 'plan') body.planId = v.planId;
      else body.weighingIds = v.weighingIds;
      if (v.sampleNo) body.sampleNo = v.sampleNo;
    } else body.id = recordId;
    setSaving(true);
    try {
      const env = mode === 'edit' ? await qualityApi.edit(body) : await qualityApi.add(body);
      if (!env.success) return void message.warning(env.message);
      message.success(env.message || '操作成功');
      if (mode === 'add' && env.result) {
        const r = env.result;
        modal.info({ title: '采样批次已登记', content: <div data-testid="quality-codes-issued">采样编码：{String(r.sampleNo)}<br />制样编码：{String(r.prepNo)}<br />化验编码：{String(r.labNo)}<br />磅单数：{String(r.weighingCount)}</div> });
      }
      onSaved();
      onClose();
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setSaving(false);
    }
  });

  const locked = mode === 'edit' && status !== 'entered';
  const measured = Object.fromEntries(VALUE_FIELDS.map((f) => [f, text(watched?.[f])])) as QualityMeasured;
  const span = small ? 24 : 8;
  return (
    <RecordFormModal
      open={open}
      title={mode === 'add' ? '登记煤质化验' : '录入化验值'}
      width={980}
      loading={loading}
      saving={saving}
      locked={locked}
      lockedText={QualityTexts.notEntered}
      onSave={save}
      onClose={onClose}
      saveTestId="quality-save"
    >
      <Form form={form} name="coalQualityTest-form" layout="vertical">
        {mode === 'add' && (
          <>
            <Divider titlePlacement="start" plain>
              采样批次
            </Divider>
            <Form.Item name="by" label="批次依据">
              <Radio.Group options={[{ value: 'plan', label: '按调度计划' }, { value: 'weighings', label: '按磅单' }]} />
            </Form.Item>
            {by !== 'weighings' ? (
              <Form.Item name="planId" label="调度计划" extra="计划下尚未化验的全部已完成磅单" rules={[{ required: true, message: '请选择调度计划!' }]}>
                <PlanPicker multi={false} />
              </Form.Item>
            ) : (
              <Form.Item name="weighingIds" label="磅单" rules={[{ required: true, message: '请选择磅单!' }]}>
                <WeighingPicker />
              </Form.Item>
            )}
            <Form.Item name="sampleNo" label="采样编码" extra="留空则自动生成；制样编码和化验编码随机生成" rules={[{ pattern: /^[A-Za-z0-9_-]{0,50}$/, message: '采样编码只能包含字母、数字、下划线和短横线' }]}>
              <Input maxLength={50} />
            </Form.Item>
          </>
        )}
        <Row gutter={16}>
          <Col span={small ? 24 : 12}>
            <Form.Item name="sampledAt" label="采样时间">
              <DatePicker showTime style={{ width: '100%' }} disabled={locked} />
            </Form.Item>
          </Col>
          <Col span={small ? 24 : 12}>
            <Form.Item name="lab" label="化验单位" rules={[{ max: 100, message: '化验单位最大长度100位字符' }]}>
              <Input disabled={locked} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          化验值
        </Divider>
        <Row gutter={16}>
          {VALUE_FIELDS.map((f) => (
            <Col span={span} key={f}>
              <Form.Item name={f} label={labelOf(f)} rules={[{ pattern: f === 'hgi' || f === 'g' ? WHOLE : DECIMAL, message: f === 'hgi' || f === 'g' ? '请输入整数' : '请输入最多2位小数的数值' }]}>
                <Input inputMode="decimal" disabled={locked} data-testid={`quality-${f}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Divider titlePlacement="start" plain>
          计算值（保存时由服务器按同一公式计算）
        </Divider>
        <DerivedValues values={measured} columns={small ? 1 : 3} />
        <Form.Item name="remark" label="备注" style={{ marginTop: 12 }} rules={[{ max: 500, message: '备注最大长度500位字符' }]}>
          <Input.TextArea rows={2} disabled={locked} />
        </Form.Item>
      </Form>
    </RecordFormModal>
  );
}
