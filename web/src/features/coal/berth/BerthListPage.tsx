import { berthMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 基础数据 > 泊位 (menu component coal/berth/BerthList): every port's berths. */
export default function BerthListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={berthMeta} routeKey={routeKey} />;
}
