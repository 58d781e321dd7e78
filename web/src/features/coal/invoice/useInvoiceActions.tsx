import { InvoiceTexts } from '@meiyun/shared';
import { useReasonDialog } from '../../../components/reason';
import type { ListRecord } from '../../../components/entity';
import { invoiceApi, invoiceKey } from './invoiceApi';

/** 作废 of an invoice (asked its reason); the list and the open detail read again. */
export function useInvoiceActions(onChanged: () => void) {
  const reason = useReasonDialog(onChanged);
  const voidOne = (r: Pick<ListRecord, 'id'> & Record<string, unknown>) =>
    reason.ask({
      title: `作废发票：${String(r.number)}`,
      label: '作废原因（作废后该发票的金额从结算单的已开票金额中扣回）',
      required: true,
      requiredText: InvoiceTexts.voidReason,
      run: (text) => reason.settle(invoiceApi.void(r.id, text), invoiceKey(r.id)),
    });
  return { voidOne, dialog: reason.dialog };
}
