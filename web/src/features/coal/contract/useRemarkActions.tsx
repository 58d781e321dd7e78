import { CONTRACT_TRANSITIONS, ContractTexts, type ContractAction, type ContractSupplement } from '@meiyun/shared';
import { useReasonDialog } from '../../../components/reason';
import { SUPPLEMENT_DECISION_LABELS, type SupplementDecision } from './contractActions';
import { contractApi, contractKey } from './contractApi';

/** The remark (意见) of a contract action: required for 驳回 and 终止, as the server requires it. */
const remark = (required: boolean) => ({ label: '意见', required, requiredText: ContractTexts.remarkRequired });

/** The actions that ask a remark first: the five transitions of a contract and the decision on a supplementary agreement. */
export function useRemarkActions(onChanged: () => void) {
  const { ask, settle, dialog } = useReasonDialog(onChanged);

  const transition = (record: { id: string; contractNo?: unknown }, action: ContractAction) => {
    const t = CONTRACT_TRANSITIONS[action];
    ask({ title: `${t.label}：${String(record.contractNo ?? '')}`, ...remark(t.remarkRequired), run: (r) => settle(contractApi.transition(action, record.id, r), contractKey(record.id)) });
  };

  const decideSupplement = (supplement: Pick<ContractSupplement, 'id' | 'contractId' | 'version'>, decision: SupplementDecision) => {
    ask({
      title: `补充协议${SUPPLEMENT_DECISION_LABELS[decision]}（版本 ${supplement.version}）`,
      ...remark(decision === 'reject'),
      run: (r) => settle(contractApi.decideSupplement(decision, supplement.id, r), contractKey(supplement.contractId)),
    });
  };

  return { transition, decideSupplement, dialog };
}
