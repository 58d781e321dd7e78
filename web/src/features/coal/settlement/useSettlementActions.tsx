import { SETTLEMENT_TRANSITIONS, SettlementServerTexts, type SettlementAction, type SettlementDetail } from '@meiyun/shared';
import { useReasonDialog } from '../../../components/reason';
import { settlementApi, settlementKey } from './settlementApi';

/**
 * The review chain of a settlement in a dialog each: 数量审核, 质价审核 and 财务审核 take an optional opinion, 驳回
 * and 作废 a required reason (the server's own words when it is missing). Each is sent with the rev that was read;
 * the list and the open detail read again whatever the outcome, so a refusal (another user acted first) shows the
 * settlement as it now stands.
 */
export function useSettlementActions(onChanged: () => void) {
  const reason = useReasonDialog(onChanged);
  const act = (a: SettlementAction, d: Pick<SettlementDetail, 'id' | 'rev' | 'settlementNo'>) => {
    const t = SETTLEMENT_TRANSITIONS[a];
    reason.ask({
      title: `${t.label}：${d.settlementNo}`,
      label: a === 'void' ? '作废原因' : a === 'reject' ? '驳回原因' : '意见',
      required: t.remarkRequired,
      requiredText: a === 'void' ? SettlementServerTexts.reasonRequired : a === 'reject' ? SettlementServerTexts.remarkRequired : '',
      run: (text) => reason.settle(settlementApi.act(a, d, text), settlementKey(d.id)),
    });
  };
  return { act, dialog: reason.dialog };
}
