import { Form } from 'antd';
import type { PickerRow } from '../../../components/pickers/TablePickerModal';
import { CarrierPicker } from '../shared/CarrierPicker';
import { DriverPicker } from '../shared/DriverPicker';

interface EditorProps {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** 承运单位 of the car dialog: one carrier from the carrier picker. */
export function CarCarrierEditor({ value, onChange, disabled }: EditorProps) {
  return <CarrierPicker multi={false} value={value ?? ''} disabled={disabled} onChange={(v) => onChange?.(v)} />;
}

/**
 * 默认司机 of the car dialog: one driver from the driver picker. A car's driver works for the car's carrier (the
 * server refuses another), so choosing a driver fills an empty 承运单位 with theirs.
 */
export function CarDriverEditor({ value, onChange, disabled }: EditorProps) {
  const form = Form.useFormInstance();
  const picked = (v: string, rows: PickerRow[]) => {
    onChange?.(v);
    const carrierId = rows[0]?.carrierId;
    if (carrierId && !form.getFieldValue('carrierId')) form.setFieldsValue({ carrierId });
  };
  return <DriverPicker multi={false} value={value ?? ''} disabled={disabled} onChange={picked} />;
}
