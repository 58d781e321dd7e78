import { petrolStationMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 基础数据 > 加油站 (menu component coal/petrolStation/PetrolStationList): the partners' stations and their fuel prices. */
export default function PetrolStationListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={petrolStationMeta} routeKey={routeKey} />;
}
