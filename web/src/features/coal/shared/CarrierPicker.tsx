import { makeRecordPicker, rowsById } from '../../../components/pickers/RecordPicker';

/** 选择承运单位: carriers from `GET /coal/carrier/list` (a carrier's own user sees only their own); the value is the id. */
export const CarrierPicker = makeRecordPicker({
  title: '选择承运单位',
  url: '/coal/carrier/list',
  valueField: 'id',
  loadRows: rowsById('/coal/carrier'),
  labelField: 'name',
  testId: 'carrier-picker',
  searchFields: [{ field: 'name', label: '承运单位名称' }],
  columns: [
    { dataIndex: 'name', title: '承运单位名称', width: 240 },
    { dataIndex: 'contact', title: '联系人', width: 100 },
    { dataIndex: 'phone', title: '联系电话', width: 130 },
  ],
});
