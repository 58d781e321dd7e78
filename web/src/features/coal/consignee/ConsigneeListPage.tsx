import { consigneeMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 基础数据 > 收货单位 (menu component coal/consignee/ConsigneeList): the declaration's list, form, import and export. */
export default function ConsigneeListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={consigneeMeta} routeKey={routeKey} />;
}
