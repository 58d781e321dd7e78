import { App, Col, Form, Input, InputNumber, Row } from 'antd';
import { useEffect, useState } from 'react';
import type { EditFormProps } from '../../../components/entity';
import { useClickGuard } from '../../../components/entity/useClickGuard';
import { DictSelect } from '../../../components/dict/DictSelect';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import { useDevice } from '../../../lib/device/useDevice';
import { makeContractPicker } from '../shared/contractPicker';
import { railApi } from './railApi';

const RailContractPicker = makeContractPicker(['executing'], 'rail-contract-picker', [{ dataIndex: 'endDate', title: '结束日期', width: 110 }]);
const PERMILLE = /^\d{1,4}(\.\d{1,2})?$/;

/**
 * 请车 (the list's `editForm` for 新增): the contract (optional), the loading platform, the destination station, the
 * wagons asked for, the route's tariff and electrified km, the rate and the transit-loss allowance. A shipment is
 * never edited afterwards: every later change is a step with its own dialog.
 */
export function RailRequestFormModal({ open, onClose, onSaved }: EditFormProps) {
  const { message } = App.useApp();
  const guard = useClickGuard();
  const { small } = useDevice();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const save = guard(async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body = {
      contractId: v.contractId || null,
      platformId: v.platformId,
      toStation: String(v.toStation).trim(),
      requestedWagons: v.requestedWagons,
      rateId: v.rateId,
      tariffKm: v.tariffKm,
      electrifiedKm: v.electrifiedKm ?? 0,
      lossAllowancePermille: v.lossAllowancePermille ? String(v.lossAllowancePermille).trim() : null,
      remark: v.remark || null,
    };
    setSaving(true);
    try {
      const env = await railApi.request(body);
      if (!env.success) return void message.warning(env.message);
      message.success(env.message || '请车成功！');
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
    <RecordFormModal open={open} title="请车（新增铁路发运）" width={760} loading={false} saving={saving} locked={false} lockedText="" onSave={save} onClose={onClose} saveTestId="rail-request-save">
      <Form form={form} name="railRequest-form" layout="vertical" initialValues={{ electrifiedKm: 0 }}>
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="contractId" label="合同（可选）">
              <ContractField />
            </Form.Item>
          </Col>
          <Col span={half}>
            <Form.Item name="platformId" label="装车站台" rules={[{ required: true, message: '请选择装车站台' }]}>
              <DictSelect dictCode="coal_platform,name,id" placeholder="选择站台" data-testid="rail-platform" />
            </Form.Item>
          </Col>
          <Col span={half}>
            <Form.Item name="toStation" label="到站" rules={[{ required: true, whitespace: true, message: '请输入到站' }, { max: 100, message: '到站最多100个字符' }]}>
              <Input placeholder="如 秦皇岛东" data-testid="rail-to-station" />
            </Form.Item>
          </Col>
          <Col span={half}>
            <Form.Item name="requestedWagons" label="请车数" rules={[{ required: true, message: '请输入请车数' }]}>
              <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} data-testid="rail-requested" />
            </Form.Item>
          </Col>
          <Col span={half}>
            <Form.Item name="rateId" label="铁路运价" rules={[{ required: true, message: '请选择铁路运价' }]}>
              <DictSelect dictCode="coal_rail_rate,name,id" placeholder="选择运价" data-testid="rail-rate" />
            </Form.Item>
          </Col>
          <Col span={half}>
            <Form.Item name="tariffKm" label="运价里程(km)" rules={[{ required: true, message: '请输入运价里程' }]}>
              <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} data-testid="rail-tariff-km" />
            </Form.Item>
          </Col>
          <Col span={half}>
            <Form.Item
              name="electrifiedKm"
              label="电气化里程(km)"
              dependencies={['tariffKm']}
              rules={[{ required: true, message: '请输入电气化里程' }, ({ getFieldValue }) => ({ validator: (_, v) => (v > (getFieldValue('tariffKm') ?? Infinity) ? Promise.reject(new Error('电气化里程不能大于运价里程')) : Promise.resolve()) })]}
            >
              <InputNumber min={0} max={10000} precision={0} style={{ width: '100%' }} data-testid="rail-electrified-km" />
            </Form.Item>
          </Col>
          <Col span={half}>
            <Form.Item name="lossAllowancePermille" label="允许运损率(‰)" rules={[{ pattern: PERMILLE, message: '损耗率必须是不小于0的数字（‰），最多2位小数' }]}>
              <Input inputMode="decimal" placeholder="如 1.5，到站时也可填写" data-testid="rail-allowance" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label="备注" rules={[{ max: 500, message: '备注最大长度500位字符' }]}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </RecordFormModal>
  );
}

function ContractField({ value, onChange }: { value?: string; onChange?: (v: string | undefined) => void }) {
  return <RailContractPicker multi={false} value={value ?? ''} onChange={(v) => onChange?.(v || undefined)} />;
}
