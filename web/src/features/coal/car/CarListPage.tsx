import { carMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { CarCarrierEditor, CarDriverEditor } from './carEditors';

const editors = { carrierId: CarCarrierEditor, driverId: CarDriverEditor };

/** 基础数据 > 车辆 (menu component coal/car/CarList): trucks, their carrier and default driver chosen with pickers. */
export default function CarListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={carMeta} routeKey={routeKey} editors={editors} />;
}
