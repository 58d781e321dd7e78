import { makeContractPicker } from '../shared/contractPicker';

/**
 * 选择合同 of a new settlement: executing and completed contracts alone (只有执行中或已完成的合同可以结算), as the
 * server checks again.
 */
export const SettlementContractPicker = makeContractPicker(['executing', 'completed'], 'settlement-contract-picker', [
  { dataIndex: 'status_dictText', title: '状态', width: 80 },
  { dataIndex: 'unitPrice', title: '单价(元/t)', width: 100 },
  { dataIndex: 'endDate', title: '结束日期', width: 110 },
]);
