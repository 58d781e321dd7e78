import { materialMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 基础数据 > 煤种 (menu component coal/material/MaterialList): the coal sorts with their category and typical quality ranges. */
export default function MaterialListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={materialMeta} routeKey={routeKey} />;
}
