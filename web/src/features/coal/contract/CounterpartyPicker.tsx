import { Form } from 'antd';
import { makeRecordPicker, rowsById } from '../../../components/pickers/RecordPicker';

/** 选择供应商: suppliers from `GET /coal/supplier/list` (a supplier's own user sees only their own); the value is the id. */
export const SupplierPicker = makeRecordPicker({
  title: '选择供应商',
  url: '/coal/supplier/list',
  valueField: 'id',
  loadRows: rowsById('/coal/supplier'),
  labelField: 'name',
  testId: 'supplier-picker',
  searchFields: [{ field: 'name', label: '供应商名称' }],
  columns: [
    { dataIndex: 'name', title: '供应商名称', width: 240 },
    { dataIndex: 'mine', title: '煤矿', width: 160 },
    { dataIndex: 'contact', title: '联系人', width: 100 },
    { dataIndex: 'phone', title: '联系电话', width: 130 },
  ],
});

/** 选择客户: consumers from `GET /coal/consumer/list`; the value is the id. */
export const ConsumerPicker = makeRecordPicker({
  title: '选择客户',
  url: '/coal/consumer/list',
  valueField: 'id',
  loadRows: rowsById('/coal/consumer'),
  labelField: 'name',
  testId: 'consumer-picker',
  searchFields: [{ field: 'name', label: '客户名称' }],
  columns: [
    { dataIndex: 'name', title: '客户名称', width: 240 },
    { dataIndex: 'contact', title: '联系人', width: 100 },
    { dataIndex: 'phone', title: '联系电话', width: 130 },
  ],
});

interface Props {
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
}

/**
 * 合同对方: a supplier for a purchase, a consumer for a sale, so the picker follows 合同类型 in the same form (the
 * form clears the choice when the type changes). Without a type there is nothing to choose from yet.
 */
export function CounterpartyEditor({ value, onChange, disabled }: Props) {
  const direction = Form.useWatch('direction') as string | undefined;
  const emit = (v: string) => onChange?.(v || undefined);
  if (direction === 'purchase') return <SupplierPicker key="supplier" multi={false} value={value ?? ''} disabled={disabled} onChange={emit} />;
  if (direction === 'sales') return <ConsumerPicker key="consumer" multi={false} value={value ?? ''} disabled={disabled} onChange={emit} />;
  return <SupplierPicker key="none" multi={false} value="" disabled placeholder="请先选择合同类型" />;
}
