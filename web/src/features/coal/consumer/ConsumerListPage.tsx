import { consumerMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 基础数据 > 客户 (menu component coal/consumer/ConsumerList): the declaration's list, form, import and export. */
export default function ConsumerListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={consumerMeta} routeKey={routeKey} />;
}
