import { makeRecordPicker, rowsById } from '../../../components/pickers/RecordPicker';
import type { PickerRow } from '../../../components/pickers/TablePickerModal';

/** How a chosen car reads in the field: its plate, then its default driver and carrier when it has them. */
export function carText(row: PickerRow): string {
  const more = [row.driverId_dictText, row.carrierId_dictText].filter((x) => typeof x === 'string' && x).join(' · ');
  return more ? `${String(row.plateNo)}（${more}）` : String(row.plateNo ?? '');
}

/**
 * 选择车辆, for the dispatch and weighing screens: cars by plate from `GET /coal/car/list` (a carrier's user sees
 * only their cars), showing driver and carrier. The value is the car id; `onChange(value, rows)` gives the rows with
 * `driverId`, `carrierId` and their `_dictText` names, so a screen fills its driver and carrier from the car.
 */
export const CarPicker = makeRecordPicker({
  title: '选择车辆',
  url: '/coal/car/list',
  valueField: 'id',
  loadRows: rowsById('/coal/car'),
  labelField: 'plateNo',
  textOf: carText,
  testId: 'car-picker',
  searchFields: [{ field: 'plateNo', label: '车牌号' }],
  columns: [
    { dataIndex: 'plateNo', title: '车牌号', width: 120 },
    { dataIndex: 'driverId_dictText', title: '默认司机', width: 100 },
    { dataIndex: 'carrierId_dictText', title: '承运单位', width: 200 },
    { dataIndex: 'vehicleType_dictText', title: '车辆类型', width: 140 },
    { dataIndex: 'status_dictText', title: '状态', width: 80 },
  ],
});
