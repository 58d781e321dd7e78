import { fenceMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { FencePlaceEditor, FenceShapeEditor } from './fenceEditors';

const editors = { shape: FenceShapeEditor, placeId: FencePlaceEditor };

/** 基础数据 > 电子围栏 (menu component coal/fence/FenceList): circles and polygons around yards, ports and platforms, drawn on the map or typed; the bound place picked by kind and name. */
export default function FenceListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={fenceMeta} routeKey={routeKey} editors={editors} />;
}
