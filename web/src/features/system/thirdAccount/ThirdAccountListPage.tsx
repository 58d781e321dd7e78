import { thirdAccountMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/**
 * 系统管理 > 第三方账号 (menu component system/thirdAccount/ThirdAccountList): the OIDC and CAS accounts linked to the
 * tenant's users; 新增 links one by the provider's identifier for it, 删除 undoes a link.
 */
export default function ThirdAccountListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={thirdAccountMeta} routeKey={routeKey} />;
}
