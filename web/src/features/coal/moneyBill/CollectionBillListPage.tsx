import { MoneyBillList } from './MoneyBillList';

/** 财务管理 > 收款单 (menu component coal/moneyBill/CollectionBillList). */
export default function CollectionBillListPage() {
  return <MoneyBillList kind="collection" />;
}
