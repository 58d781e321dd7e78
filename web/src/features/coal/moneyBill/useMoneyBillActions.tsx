import { MONEY_BILL_KIND_INFO, MoneyBillTexts, moneyBillActionLabel, type MoneyBillAction, type MoneyBillKind } from '@meiyun/shared';
import { App } from 'antd';
import { useReasonDialog } from '../../../components/reason';
import { moneyBillApi, moneyBillKey } from './moneyBillApi';

type Bill = { id: string } & Record<string, unknown>;

/**
 * 审核 and 确认收款/付款 (asked to be sure), 作废 and 冲销 (asked their reason) of a money bill, sending the version
 * shown (a bill changed meanwhile is refused); the list and the open detail read again.
 */
export function useMoneyBillActions(kind: MoneyBillKind, onChanged: () => void) {
  const { modal } = App.useApp();
  const reason = useReasonDialog(onChanged);
  const api = moneyBillApi(kind);
  const info = MONEY_BILL_KIND_INFO[kind];
  const rev = (r: Bill) => (typeof r.rev === 'number' ? r.rev : undefined);
  const run = (action: MoneyBillAction, r: Bill) => {
    const label = moneyBillActionLabel(kind, action);
    if (action === 'void' || action === 'reverse')
      return reason.ask({
        title: `${label}${info.title}：${String(r.billNo)}`,
        label: `${label}原因`,
        required: true,
        requiredText: MoneyBillTexts.reasonRequired(label),
        run: (text) => reason.settle(api.act(action, r.id, rev(r), text), moneyBillKey(kind, r.id)),
      });
    const content =
      action === 'done'
        ? `确认已${info.verb}款 ${String(r.amount)} 元？将记入资金流水并核销关联结算单。`
        : `审核${info.title} ${String(r.amount)} 元（${String(r.counterpartyName ?? '')}）？`;
    modal.confirm({ title: `${label}：${String(r.billNo)}`, content, okText: label, onOk: () => reason.settle(api.act(action, r.id, rev(r)), moneyBillKey(kind, r.id)) });
  };
  return { run, dialog: reason.dialog };
}
