import { ServiceFeeTexts } from '@meiyun/shared';
import { App } from 'antd';
import { useReasonDialog } from '../../../components/reason';
import type { ListRecord } from '../../../components/entity';
import { serviceFeeApi, serviceFeeBillKey } from './serviceFeeApi';

/** 确认 (asked to be sure) and 作废 (asked its reason) of a draft fee bill; the list and the open detail read again. */
export function useBillActions(onChanged: () => void) {
  const { modal } = App.useApp();
  const reason = useReasonDialog(onChanged);
  const confirm = (r: Pick<ListRecord, 'id'> & Record<string, unknown>) =>
    modal.confirm({
      title: `确认账单：${String(r.billNo)}`,
      content: `确认后账单不能再作废，金额 ${String(r.totalAmount)} 元。`,
      okText: '确认',
      onOk: () => reason.settle(serviceFeeApi.confirm(r.id), serviceFeeBillKey(r.id)),
    });
  const voidOne = (r: Pick<ListRecord, 'id'> & Record<string, unknown>) =>
    reason.ask({ title: `作废账单：${String(r.billNo)}`, label: '作废原因', required: true, requiredText: ServiceFeeTexts.voidReason, run: (text) => reason.settle(serviceFeeApi.void(r.id, text), serviceFeeBillKey(r.id)) });
  return { confirm, voidOne, dialog: reason.dialog };
}
