import { stockpileMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 基础数据 > 垛位 (menu component coal/stockpile/StockpileList): every yard's piles, with stock and capacity in tonnes. */
export default function StockpileListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={stockpileMeta} routeKey={routeKey} />;
}
