import { MoneyBillList } from './MoneyBillList';

/** 财务管理 > 付款单 (menu component coal/moneyBill/PaymentBillList). */
export default function PaymentBillListPage() {
  return <MoneyBillList kind="payment" />;
}
