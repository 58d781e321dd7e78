import type { Envelope } from '@meiyun/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { ReasonModal, type ReasonRequest } from './ReasonModal';

/**
 * Actions that ask a reason first: `ask` opens the dialog, whose `run` sends the action through `settle`, which
 * tells the outcome (done, or the server's refusal, say when another user acted first) and then reads again what
 * changed — the list (`onChanged`) and the open detail (`queryKey`) — so what is shown is what the server holds.
 */
export function useReasonDialog(onChanged: () => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<ReasonRequest | null>(null);

  const settle = async (call: Promise<Envelope<unknown>>, queryKey?: QueryKey) => {
    try {
      const env = await call;
      if (env.success) message.success(env.message || '操作成功');
      else message.warning(env.message);
    } catch {
      // The HTTP client has already told the user.
    }
    onChanged();
    if (queryKey) await queryClient.invalidateQueries({ queryKey });
  };

  return { ask: setRequest, settle, dialog: <ReasonModal request={request} onClose={() => setRequest(null)} /> };
}
