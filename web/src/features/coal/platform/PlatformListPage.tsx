import { platformMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/list';
import { useListRouteKey } from '../../../components/list/useListRouteKey';

/** 基础数据 > 站台 (menu component coal/platform/PlatformList): the railway loading platforms. */
export default function PlatformListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={platformMeta} routeKey={routeKey} />;
}
