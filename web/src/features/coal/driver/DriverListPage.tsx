import { driverMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { CarCarrierEditor } from '../car/carEditors';

const editors = { carrierId: CarCarrierEditor };

/** 基础数据 > 司机 (menu component coal/driver/DriverList): drivers with their ID number and carrier. */
export default function DriverListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={driverMeta} routeKey={routeKey} editors={editors} />;
}
