import { positionMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 系统管理 > 职务管理 (menu component system/position/PositionList): positions with their rank. */
export default function PositionListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={positionMeta} routeKey={routeKey} />;
}
