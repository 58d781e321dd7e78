import { WeighingTexts } from '@meiyun/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useReasonDialog } from '../../../components/reason';
import { DeductModal } from './DeductModal';
import { weighingApi, weighingKey } from './weighingApi';

type Weighing = { id: string; weighNo?: unknown };

/** The record's actions: 作废 and 冲红 ask a reason, 扣重 its kind and weight, 出场 goes at once. */
export function useWeighingActions(onChanged: () => void) {
  const { ask, settle, dialog } = useReasonDialog(onChanged);
  const { message } = App.useApp();
  const [deducting, setDeducting] = useState<Weighing | null>(null);

  const voidOne = (w: Weighing) =>
    ask({ title: `作废磅单：${String(w.weighNo ?? '')}`, label: '作废原因', required: true, requiredText: WeighingTexts.voidReasonRequired, run: (r) => settle(weighingApi.void(w.id, r), weighingKey(w.id)) });
  const reverse = (w: Weighing) =>
    ask({ title: `冲红磅单：${String(w.weighNo ?? '')}`, label: '冲红原因', required: true, requiredText: WeighingTexts.reverseReasonRequired, run: (r) => settle(weighingApi.reverse(w.id, r), weighingKey(w.id)) });
  const leave = async (w: Weighing) => {
    const env = await weighingApi.leave(w.id).catch(() => null);
    if (env?.success) message.success(env.message || '出场成功！');
    else if (env) message.warning(env.message);
    onChanged();
  };

  return {
    voidOne,
    reverse,
    leave,
    deduct: setDeducting,
    dialog: (
      <>
        {dialog}
        <DeductModal weighing={deducting} onClose={() => setDeducting(null)} onDone={onChanged} />
      </>
    ),
  };
}
