import { positionMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/list';
import { useListRouteKey } from '../../../components/list/useListRouteKey';

/** 系统管理 > 职务管理 (menu component system/position/PositionList): positions with their rank. */
export default function PositionListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={positionMeta} routeKey={routeKey} />;
}
