import type { DispatchPlanRecord, IssuedPickupOrder } from '@meiyun/shared';
import { Alert, App, Button, Form, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { makeRecordPicker, rowsById } from '../../../components/pickers/RecordPicker';
import type { PickerRow } from '../../../components/pickers/TablePickerModal';
import { useClickGuard } from '../../../components/entity/useClickGuard';
import { useDevice } from '../../../lib/device/useDevice';
import { carText } from '../shared/CarPicker';
import { pickupApi } from '../pickupOrder/pickupApi';
import { PickupOrderCard } from '../pickupOrder/PickupOrderCard';
import { trucksText } from './planActions';

/**
 * The car and driver pickers of one carrier: the server refuses a car or driver of another (车辆「…」不属于承运单位),
 * so only the plan's carrier's enabled cars and its drivers are offered.
 */
function pickersOf(carrierId: string) {
  const CarOfCarrier = makeRecordPicker({
    title: '选择车辆',
    url: `/coal/car/list?carrierId=${encodeURIComponent(carrierId)}&status=enabled`,
    valueField: 'id',
    loadRows: rowsById('/coal/car'),
    labelField: 'plateNo',
    textOf: carText,
    testId: 'issue-car-picker',
    searchFields: [{ field: 'plateNo', label: '车牌号' }],
    columns: [
      { dataIndex: 'plateNo', title: '车牌号', width: 120 },
      { dataIndex: 'driverId_dictText', title: '默认司机', width: 100 },
      { dataIndex: 'vehicleType_dictText', title: '车辆类型', width: 140 },
    ],
  });
  const DriverOfCarrier = makeRecordPicker({
    title: '选择司机',
    url: `/coal/driver/list?carrierId=${encodeURIComponent(carrierId)}`,
    valueField: 'id',
    loadRows: rowsById('/coal/driver'),
    labelField: 'name',
    testId: 'issue-driver-picker',
    searchFields: [{ field: 'name', label: '姓名' }],
    columns: [
      { dataIndex: 'name', title: '姓名', width: 100 },
      { dataIndex: 'phone', title: '联系电话', width: 130 },
    ],
  });
  return { CarOfCarrier, DriverOfCarrier };
}

interface Values {
  carId?: string;
  driverId?: string;
}

/**
 * 开提煤单: a car of the plan's carrier and a driver (the car's default driver when none is chosen); then the order
 * as issued, with its QR code and the driver's link to copy. The server's refusal (blacklisted car, a car with a
 * valid order already, the plan's trucks all issued) is shown as it wrote it.
 */
export function IssuePickupModal({ plan, onClose, onIssued }: { plan: DispatchPlanRecord | null; onClose(): void; onIssued(): void }) {
  const { message } = App.useApp();
  const guard = useClickGuard();
  const { small } = useDevice();
  const [form] = Form.useForm<Values>();
  const [issued, setIssued] = useState<IssuedPickupOrder | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const carrierId = plan?.carrierId ?? '';
  const { CarOfCarrier, DriverOfCarrier } = useMemo(() => pickersOf(carrierId), [carrierId]);

  useEffect(() => {
    if (!plan) return;
    form.resetFields();
    setIssued(null);
    setRefusal(null);
  }, [plan, form]);

  const issue = guard(async () => {
    if (!plan) return;
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const env = await pickupApi.issue(plan.id, v.carId ?? '', v.driverId);
      if (!env.success) return void setRefusal(env.message);
      message.success(env.message || '提煤单已开出');
      setIssued(env.result);
      onIssued();
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setBusy(false);
    }
  });

  const footer = issued
    ? [<Button key="close" type="primary" onClick={onClose}>完成</Button>]
    : [
        <Button key="cancel" onClick={onClose}>取消</Button>,
        <Button key="ok" type="primary" loading={busy} onClick={issue} data-testid="issue-submit">开提煤单</Button>,
      ];
  return (
    <Modal open={plan !== null} title={issued ? '提煤单已开出' : `开提煤单：${plan?.planNo ?? ''}`} onCancel={onClose} width={small ? '100%' : 720} footer={footer} destroyOnHidden mask={{ closable: false }}>
      {issued ? (
        <PickupOrderCard order={issued} />
      ) : (
        plan && (
          <>
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`${String(plan.carrierId_dictText ?? '')}　已开 / 计划车数：${trucksText(plan)}　装车日期：${plan.loadDate}`} />
            {refusal && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={refusal} data-testid="issue-refusal" />}
            <Form form={form} layout="vertical" onValuesChange={() => setRefusal(null)}>
              <Form.Item name="carId" label="车辆" rules={[{ required: true, message: '请选择车辆' }]}>
                <CarField Picker={CarOfCarrier} onCar={(row) => !form.getFieldValue('driverId') && row?.driverId && form.setFieldValue('driverId', String(row.driverId))} />
              </Form.Item>
              <Form.Item name="driverId" label="司机" extra="不选则用车辆的默认司机">
                <DriverField Picker={DriverOfCarrier} />
              </Form.Item>
            </Form>
          </>
        )
      )}
    </Modal>
  );
}

type Picker = ReturnType<typeof makeRecordPicker>;

/** The car field: also hands the chosen row up, so the car's default driver fills an empty driver. */
function CarField({ Picker, value, onChange, onCar }: { Picker: Picker; value?: string; onChange?: (v?: string) => void; onCar(row: PickerRow | undefined): void }) {
  return (
    <Picker
      multi={false}
      value={value ?? ''}
      onChange={(v, rows) => {
        onChange?.(v || undefined);
        onCar(rows[0]);
      }}
    />
  );
}

function DriverField({ Picker, value, onChange }: { Picker: Picker; value?: string; onChange?: (v?: string) => void }) {
  return <Picker multi={false} value={value ?? ''} onChange={(v) => onChange?.(v || undefined)} />;
}
