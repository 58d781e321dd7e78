import { MONEY_BILL_KIND_INFO, type CompanyAccount, type MoneyBillAction, type MoneyBillDetail, type MoneyBillKind, type OutstandingSettlement } from '@meiyun/shared';
import { getAction, postAction, putAction } from '../../../lib/http';

/** The money bill routes beyond the kit's list (docs/finance.md): each answers the envelope, refusals in Chinese. */
export const moneyBillApi = (kind: MoneyBillKind) => {
  const base = MONEY_BILL_KIND_INFO[kind].api;
  return {
    detail: (id: string) => getAction<MoneyBillDetail>(`${base}/queryById`, { id }),
    add: (body: Record<string, unknown>) => postAction<Record<string, unknown>>(`${base}/add`, body),
    edit: (body: Record<string, unknown>) => putAction<Record<string, unknown>>(`${base}/edit`, body),
    act: (action: MoneyBillAction, id: string, rev?: number, reason?: string) => putAction<unknown>(`${base}/${action}`, { id, rev, reason }),
  };
};

/** The counterparty's settlements with money still open, oldest first (the form's allocation table). */
export const outstandingSettlements = (counterpartyId: string, direction: 'sales' | 'purchase') => getAction<OutstandingSettlement[]>('/coal/settlement/outstanding', { counterpartyId, direction });

/** The company's own accounts (the form's account select and the flow screen's). */
export const companyAccounts = () => getAction<CompanyAccount[]>('/coal/moneyBill/companyAccounts');

/** TanStack Query key of one bill's detail. */
export const moneyBillKey = (kind: MoneyBillKind, id: string) => ['coalMoneyBill', kind, id] as const;
