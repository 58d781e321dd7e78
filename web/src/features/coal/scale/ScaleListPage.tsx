import { scaleMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 基础数据 > 地磅 (menu component coal/scale/ScaleList): the yards' truck scales. */
export default function ScaleListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={scaleMeta} routeKey={routeKey} />;
}
