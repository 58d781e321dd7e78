import { SERVICE_FEE_BILL_ACTION_LABELS, serviceFeeBillActionPerm, serviceFeeBillMeta } from '@meiyun/shared';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { EntityListPage, type CellRenders, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useLinkedDetail } from '../../../components/entity/list/useLinkedDetail';
import { useListReload } from '../../../components/entity/list/useListReload';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { offeredBillActions } from './billActions';
import { GenerateBillsModal } from './GenerateBillsModal';
import { ServiceFeeBillDetail } from './ServiceFeeBillDetail';
import { ServiceFeeBillDetailDrawer } from './ServiceFeeBillDetailDrawer';
import { ServiceFeeBillStatusTag } from './ServiceFeeBillStatusTag';
import { useBillActions } from './useBillActions';

const COLUMNS = ['billNo', 'month', 'payerName', 'payerKind', 'payerOrg', 'weighingCount', 'totalAmount', 'status', 'confirmedBy', 'confirmedTime', 'voidReason', 'createTime'];

/**
 * 财务管理 > 服务费账单 (menu component coal/serviceFee/ServiceFeeBillList): each payer's fees of a month, by month
 * and payer; 生成账单 for a month, 确认 or 作废 (with its reason) a draft, the detail with its lines and the
 * weighings behind them (also opened by `?id=<id>`). Never edited or deleted. A payer's own user sees its bills.
 */
export default function ServiceFeeBillListPage() {
  const routeKey = useListRouteKey();
  const [detailId, setDetailId] = useLinkedDetail();
  const reload = useListReload(serviceFeeBillMeta);
  const actions = useBillActions(reload);
  const has = useHasPermission();
  const [generating, setGenerating] = useState(false);

  const rowActions = (ctx: ListContext): RowAction[] =>
    (['confirm', 'void'] as const).map((a) => ({
      key: a,
      label: SERVICE_FEE_BILL_ACTION_LABELS[a],
      permission: serviceFeeBillActionPerm(a),
      danger: a === 'void',
      inline: a === 'confirm',
      visible: (r: ListRecord) => offeredBillActions(r.status, () => true).includes(a),
      onClick: (r: ListRecord) => ctx.guard(() => (a === 'confirm' ? actions.confirm(r) : actions.voidOne(r)))(),
    }));

  const cellRenders: CellRenders = {
    billNo: (v, r) => (
      <a onClick={() => setDetailId(r.id)} data-testid="fee-bill-link">
        {String(v ?? '')}
      </a>
    ),
    totalAmount: (v) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{String(v ?? '')}</span>,
    status: (v, r) => <ServiceFeeBillStatusTag status={v} text={r.status_dictText} />,
  };

  return (
    <>
      <EntityListPage
        meta={serviceFeeBillMeta}
        routeKey={routeKey}
        columns={COLUMNS}
        cellRenders={cellRenders}
        rowActions={rowActions}
        actionColumnWidth={150}
        toolbarExtra={() =>
          has(serviceFeeBillActionPerm('generate')) ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setGenerating(true)} data-testid="fee-generate">
              生成账单
            </Button>
          ) : null
        }
        detail={(record) => <ServiceFeeBillDetail id={record.id} onChanged={reload} />}
      />
      <ServiceFeeBillDetailDrawer id={detailId} onClose={() => setDetailId(null)} onChanged={reload} />
      <GenerateBillsModal open={generating} onClose={() => setGenerating(false)} onDone={reload} />
      {actions.dialog}
    </>
  );
}
