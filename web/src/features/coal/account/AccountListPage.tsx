import { accountMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 基础数据 > 账户 (menu component coal/account/AccountList): bank accounts of the company and its counterparties. */
export default function AccountListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={accountMeta} routeKey={routeKey} />;
}
