import type { ContractStatus } from '@meiyun/shared';
import { makeRecordPicker, rowsById } from '../../../components/pickers/RecordPicker';

type Column = { dataIndex: string; title: string; width: number };

/**
 * 选择合同 over the contracts in the given states (the feature's rule: a plan dispatches executing ones, a settlement
 * settles executing and completed ones; the server checks again), searched by number or counterparty, with the
 * columns every contract picker shows and the feature's own after them.
 */
export function makeContractPicker(statuses: readonly ContractStatus[], testId: string, ownColumns: Column[]) {
  return makeRecordPicker({
    title: '选择合同',
    url: `/coal/contract/list?status=${statuses.join(',')}`,
    valueField: 'id',
    loadRows: rowsById('/coal/contract'),
    labelField: 'contractNo',
    textOf: (r) => [r.contractNo, r.counterpartyName, r.materialId_dictText].filter((x) => typeof x === 'string' && x).join(' · '),
    testId,
    searchFields: [
      { field: 'contractNo', label: '合同编号' },
      { field: 'counterpartyName', label: '合同对方' },
    ],
    columns: [
      { dataIndex: 'contractNo', title: '合同编号', width: 170 },
      { dataIndex: 'direction_dictText', title: '类型', width: 70 },
      { dataIndex: 'counterpartyName', title: '合同对方', width: 200 },
      { dataIndex: 'materialId_dictText', title: '煤种', width: 120 },
      ...ownColumns,
    ],
  });
}
