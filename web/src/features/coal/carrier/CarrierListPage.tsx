import { carrierMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 基础数据 > 承运单位 (menu component coal/carrier/CarrierList): the declaration's list, form, import and export. */
export default function CarrierListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={carrierMeta} routeKey={routeKey} />;
}
