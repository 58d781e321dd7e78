import { makeRecordPicker, rowsById } from '../../../components/pickers/RecordPicker';

/** 选择司机: drivers from `GET /coal/driver/list` with their carrier; the value is the id, the rows carry `carrierId`. */
export const DriverPicker = makeRecordPicker({
  title: '选择司机',
  url: '/coal/driver/list',
  valueField: 'id',
  loadRows: rowsById('/coal/driver'),
  labelField: 'name',
  testId: 'driver-picker',
  searchFields: [
    { field: 'name', label: '姓名' },
    { field: 'phone', label: '联系电话' },
  ],
  columns: [
    { dataIndex: 'name', title: '姓名', width: 100 },
    { dataIndex: 'phone', title: '联系电话', width: 130 },
    { dataIndex: 'idNumber', title: '身份证号', width: 180 },
    { dataIndex: 'carrierId_dictText', title: '承运单位', width: 200 },
  ],
});
