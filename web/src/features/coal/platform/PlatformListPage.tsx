import { platformMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 基础数据 > 站台 (menu component coal/platform/PlatformList): the railway loading platforms. */
export default function PlatformListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={platformMeta} routeKey={routeKey} />;
}
