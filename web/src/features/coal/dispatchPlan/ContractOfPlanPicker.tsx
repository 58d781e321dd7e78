import { makeRecordPicker, rowsById } from '../../../components/pickers/RecordPicker';

/**
 * 选择合同: only executing contracts can be dispatched (只有执行中的合同可以调度), so the picker lists those alone
 * (`/coal/contract/list?status=executing`); the server checks again.
 */
const ExecutingContractPicker = makeRecordPicker({
  title: '选择合同',
  url: '/coal/contract/list?status=executing',
  valueField: 'id',
  loadRows: rowsById('/coal/contract'),
  labelField: 'contractNo',
  textOf: (r) => [r.contractNo, r.counterpartyName, r.materialId_dictText].filter((x) => typeof x === 'string' && x).join(' · '),
  testId: 'plan-contract-picker',
  searchFields: [
    { field: 'contractNo', label: '合同编号' },
    { field: 'counterpartyName', label: '合同对方' },
  ],
  columns: [
    { dataIndex: 'contractNo', title: '合同编号', width: 170 },
    { dataIndex: 'direction_dictText', title: '类型', width: 70 },
    { dataIndex: 'counterpartyName', title: '合同对方', width: 200 },
    { dataIndex: 'materialId_dictText', title: '煤种', width: 120 },
    { dataIndex: 'quantityT', title: '合同数量(t)', width: 110 },
    { dataIndex: 'endDate', title: '结束日期', width: 110 },
  ],
});

/** The plan form's editor of `contractId` (EntityListPage `editors`): one contract, fixed once the plan exists. */
export function ContractOfPlanPicker({ value, onChange, disabled }: { value?: string; onChange?: (v: string | undefined) => void; disabled?: boolean }) {
  return <ExecutingContractPicker multi={false} value={value ?? ''} disabled={disabled} onChange={(v) => onChange?.(v || undefined)} />;
}
