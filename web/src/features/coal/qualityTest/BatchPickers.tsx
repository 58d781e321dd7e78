import { makeRecordPicker, rowsById } from '../../../components/pickers/RecordPicker';

/** 选择调度计划: the batch is then every completed weighing of the plan not yet sampled. */
export const PlanPicker = makeRecordPicker({
  title: '选择调度计划',
  url: '/coal/dispatchPlan/list',
  valueField: 'id',
  loadRows: rowsById('/coal/dispatchPlan'),
  labelField: 'planNo',
  textOf: (r) => [r.planNo, r.loadDate, r.materialId_dictText].filter((x) => typeof x === 'string' && x).join(' · '),
  testId: 'quality-plan-picker',
  searchFields: [{ field: 'planNo', label: '计划编号' }],
  columns: [
    { dataIndex: 'planNo', title: '计划编号', width: 170 },
    { dataIndex: 'loadDate', title: '装车日期', width: 110 },
    { dataIndex: 'materialId_dictText', title: '煤种', width: 120 },
    { dataIndex: 'status_dictText', title: '状态', width: 80 },
  ],
});

/** 选择磅单: completed weighings only (the server checks again: one contract, not sampled yet). */
export const WeighingPicker = makeRecordPicker({
  title: '选择磅单',
  url: '/coal/weighing/list?status=completed',
  valueField: 'id',
  loadRows: rowsById('/coal/weighing'),
  labelField: 'weighNo',
  textOf: (r) => [r.weighNo, r.plateNo].filter((x) => typeof x === 'string' && x).join(' · '),
  testId: 'quality-weighing-picker',
  searchFields: [
    { field: 'weighNo', label: '磅单号' },
    { field: 'plateNo', label: '车牌号' },
    { field: 'contractNo', label: '合同编号' },
  ],
  columns: [
    { dataIndex: 'weighNo', title: '磅单号', width: 160 },
    { dataIndex: 'plateNo', title: '车牌号', width: 100 },
    { dataIndex: 'contractNo', title: '合同编号', width: 160 },
    { dataIndex: 'settleKg', title: '结算重量(kg)', width: 110 },
    { dataIndex: 'grossTime', title: '称毛时间', width: 160 },
  ],
});
