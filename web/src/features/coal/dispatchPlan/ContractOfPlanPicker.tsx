import { makeContractPicker } from '../shared/contractPicker';

/** 选择合同: only executing contracts can be dispatched (只有执行中的合同可以调度); the server checks again. */
const ExecutingContractPicker = makeContractPicker(['executing'], 'plan-contract-picker', [
  { dataIndex: 'quantityT', title: '合同数量(t)', width: 110 },
  { dataIndex: 'endDate', title: '结束日期', width: 110 },
]);

/** The plan form's editor of `contractId` (EntityListPage `editors`): one contract, fixed once the plan exists. */
export function ContractOfPlanPicker({ value, onChange, disabled }: { value?: string; onChange?: (v: string | undefined) => void; disabled?: boolean }) {
  return <ExecutingContractPicker multi={false} value={value ?? ''} disabled={disabled} onChange={(v) => onChange?.(v || undefined)} />;
}
