import { makeRecordPicker, rowsById } from '../../../components/pickers/RecordPicker';

/** 选择合同 of a voyage: sales contracts shipped by sea or delivered at port, not voided (the server checks again). */
export const VoyageContractPicker = makeRecordPicker({
  title: '选择合同',
  url: '/coal/contract/list?direction=sales&mode=ship,port&status=approving,executing,completed',
  valueField: 'id',
  loadRows: rowsById('/coal/contract'),
  labelField: 'contractNo',
  textOf: (r) => [r.contractNo, r.counterpartyName].filter((x) => typeof x === 'string' && x).join(' · '),
  testId: 'voyage-contract-picker',
  searchFields: [
    { field: 'contractNo', label: '合同编号' },
    { field: 'counterpartyName', label: '合同对方' },
  ],
  columns: [
    { dataIndex: 'contractNo', title: '合同编号', width: 170 },
    { dataIndex: 'mode_dictText', title: '运输方式', width: 80 },
    { dataIndex: 'counterpartyName', title: '客户', width: 200 },
    { dataIndex: 'status_dictText', title: '状态', width: 80 },
  ],
});
