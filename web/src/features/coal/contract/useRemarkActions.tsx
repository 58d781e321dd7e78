import { CONTRACT_TRANSITIONS, type ContractAction, type ContractSupplement, type Envelope } from '@meiyun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { SUPPLEMENT_DECISION_LABELS, type SupplementDecision } from './contractActions';
import { contractApi, contractKey } from './contractApi';
import { RemarkModal, type RemarkRequest } from './RemarkModal';

/**
 * The actions that ask a remark first: the five transitions of a contract and the decision on a supplementary
 * agreement. After the server answers (done or refused, say when another user acted first) the list and the open
 * detail are read again, so what is shown is what the server holds.
 */
export function useRemarkActions(onChanged: () => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<RemarkRequest | null>(null);

  const settle = async (contractId: string, call: Promise<Envelope<unknown>>) => {
    try {
      const env = await call;
      if (env.success) message.success(env.message || '操作成功');
      else message.warning(env.message);
    } catch {
      // The HTTP client has already told the user.
    }
    onChanged();
    await queryClient.invalidateQueries({ queryKey: contractKey(contractId) });
  };

  const transition = (record: { id: string; contractNo?: unknown }, action: ContractAction) => {
    const t = CONTRACT_TRANSITIONS[action];
    setRequest({
      title: `${t.label}：${String(record.contractNo ?? '')}`,
      required: t.remarkRequired,
      run: (remark) => settle(record.id, contractApi.transition(action, record.id, remark)),
    });
  };

  const decideSupplement = (supplement: Pick<ContractSupplement, 'id' | 'contractId' | 'version'>, decision: SupplementDecision) => {
    setRequest({
      title: `补充协议${SUPPLEMENT_DECISION_LABELS[decision]}（版本 ${supplement.version}）`,
      required: decision === 'reject',
      run: (remark) => settle(supplement.contractId, contractApi.decideSupplement(decision, supplement.id, remark)),
    });
  };

  const dialog = <RemarkModal request={request} onClose={() => setRequest(null)} />;
  return { transition, decideSupplement, dialog };
}
