import { RAIL_CHARGE_BASIS_ITEMS, railRateMeta, type RailRateSurchargeRow } from '@meiyun/shared';
import { EntityListPage, type CellRenders } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { RailRateFormModal } from './RailRateFormModal';

const BASIS = new Map<string, string>(RAIL_CHARGE_BASIS_ITEMS.map(([v, l]) => [v, l.replace(/（.*）/, '')]));
const COLUMNS = ['name', 'validFrom', 'baseRate', 'runningRate', 'electrifiedRate', 'constructionFundRate', 'surcharges', 'enabled', 'remark', 'createTime'];
const rate = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(Number(v)));

/** 调度管理 > 铁路运价 (menu component coal/railShipment/RailRateList): the rates and their surcharge rows. */
export default function RailRateListPage() {
  const routeKey = useListRouteKey();
  const cellRenders: CellRenders = {
    baseRate: rate,
    runningRate: rate,
    electrifiedRate: rate,
    constructionFundRate: rate,
    surcharges: (v) => ((v ?? []) as RailRateSurchargeRow[]).map((s) => `${s.name} ${Number(s.rate)}${BASIS.get(s.basis) ?? ''}`).join('，') || '—',
  };
  return <EntityListPage meta={railRateMeta} routeKey={routeKey} columns={COLUMNS} cellRenders={cellRenders} editForm={(p) => <RailRateFormModal {...p} />} />;
}
