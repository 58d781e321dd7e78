import { settlementActionPerm, settlementMeta } from '@meiyun/shared';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { EntityListPage, type CellRenders } from '../../../components/entity';
import { useLinkedDetail } from '../../../components/entity/list/useLinkedDetail';
import { useListReload } from '../../../components/entity/list/useListReload';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { DraftSettlementModal } from './DraftSettlementModal';
import { yuan } from './format';
import { SettlementDetail } from './SettlementDetail';
import { SettlementDetailDrawer } from './SettlementDetailDrawer';
import { SettlementStatusTag } from './SettlementStatusTag';

const COLUMNS = ['settlementNo', 'contractNo', 'direction', 'counterpartyName', 'periodFrom', 'periodTo', 'weighingCount', 'quantityT', 'totalAmount', 'invoicedAmount', 'paidAmount', 'status', 'createBy', 'createTime'];

/** A figure right-aligned and grouped by thousands (tonnes and 元 alike), its places as the server wrote them. */
const figure = (v: unknown) => <span style={{ display: 'block', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{yuan(v == null ? null : String(v))}</span>;

/**
 * 财务管理 > 结算单 (menu component coal/settlement/SettlementList): the settlements by number, contract,
 * counterparty, period and status, money right-aligned; 新建结算 drafts one from a contract and a period after a
 * preview; the number opens the detail (also `?id=<id>`), where the review chain, the sheet and its trace are.
 */
export default function SettlementListPage() {
  const routeKey = useListRouteKey();
  const [detailId, setDetailId] = useLinkedDetail();
  const reload = useListReload(settlementMeta);
  const has = useHasPermission();
  const [drafting, setDrafting] = useState(false);

  const cellRenders: CellRenders = {
    settlementNo: (v, r) => (
      <a onClick={() => setDetailId(r.id)} data-testid="settlement-link">
        {String(v ?? '')}
      </a>
    ),
    quantityT: figure,
    weighingCount: figure,
    totalAmount: figure,
    invoicedAmount: figure,
    paidAmount: figure,
    status: (v, r) => <SettlementStatusTag status={v} text={r.status_dictText} />,
  };

  return (
    <>
      <EntityListPage
        meta={settlementMeta}
        routeKey={routeKey}
        columns={COLUMNS}
        cellRenders={cellRenders}
        toolbarExtra={() =>
          has(settlementActionPerm('draft')) ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrafting(true)} data-testid="settlement-new">
              新建结算
            </Button>
          ) : null
        }
        detail={(record) => <SettlementDetail id={record.id} onChanged={reload} />}
      />
      <SettlementDetailDrawer id={detailId} onClose={() => setDetailId(null)} onChanged={reload} />
      <DraftSettlementModal
        open={drafting}
        onClose={() => setDrafting(false)}
        onDrafted={(id) => {
          reload();
          setDetailId(id);
        }}
      />
    </>
  );
}
