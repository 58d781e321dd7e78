import { fenceMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/list';
import { useListRouteKey } from '../../../components/list/useListRouteKey';

/** 基础数据 > 电子围栏 (menu component coal/fence/FenceList): circles and polygons around yards, ports and platforms; the centre and corners are typed, the bound place picked by kind. */
export default function FenceListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={fenceMeta} routeKey={routeKey} />;
}
