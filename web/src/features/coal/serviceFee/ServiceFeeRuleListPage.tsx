import { SERVICE_FEE_RATE_UNITS, serviceFeeRuleMeta, type ServiceFeeBasis } from '@meiyun/shared';
import { Tag } from 'antd';
import { EntityListPage, type CellRenders } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { PayerEditor } from './PayerEditor';

const COLUMNS = ['name', 'payerKind', 'payerOrg', 'payerName', 'basis', 'rate', 'validFrom', 'validTo', 'enabled', 'remark', 'createTime'];
const editors = { payerId: PayerEditor };

const cellRenders: CellRenders = {
  payerName: (v, r) => String(v ?? '') || <span style={{ color: '#8c8c8c' }}>全部{r.payerOrg ? String(r.payerOrg_dictText ?? '') : String(r.payerKind_dictText ?? '')}</span>,
  rate: (v, r) => `${Number(v)} ${SERVICE_FEE_RATE_UNITS[r.basis as ServiceFeeBasis] ?? '元'}`,
  enabled: (v) => (v ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
};

/**
 * 财务管理 > 服务费规则 (menu component coal/serviceFee/ServiceFeeRuleList): who pays the platform's fee (货主 or
 * 承运单位, one organisation or all), per tonne, per coal bill or per trip, at what rate, between which dates. A
 * rule a bill counted is disabled, not deleted (the server refuses the delete and says so).
 */
export default function ServiceFeeRuleListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={serviceFeeRuleMeta} routeKey={routeKey} columns={COLUMNS} cellRenders={cellRenders} editors={editors} />;
}
