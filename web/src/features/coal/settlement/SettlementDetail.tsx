import { dec, money, type SettlementDetail as Detail, unitPriceText } from '@meiyun/shared';
import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { DetailList } from '../../../components/detailList/DetailList';
import { resultOf } from '../../../lib/http';
import { useEntityChanges } from '../../../lib/live';
import { EditDeductionsModal } from './EditDeductionsModal';
import { percent, periodText, yuan } from './format';
import { offeredSettlementButtons, SETTLEMENT_BUTTON_LABELS } from './settlementActions';
import { settlementApi, settlementKey } from './settlementApi';
import { SettlementFigures } from './SettlementFigures';
import { SettlementStatusTag } from './SettlementStatusTag';
import { SettlementTimeline } from './SettlementTimeline';
import { useSettlementActions } from './useSettlementActions';

const PRINT_PERM = 'coal:settlement:print';

/**
 * One settlement: who, which contract and period, where it stands and its money; the sheet's figures, each traceable
 * (SettlementFigures); the invoiced and paid amounts; the timeline; and the buttons its state and the user's
 * permissions allow, plus 打印结算单 (PDF) and 导出Excel. Read again when it changes anywhere.
 */
export function SettlementDetail({ id, onChanged }: { id: string; onChanged(): void }) {
  const has = useHasPermission();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Detail | null>(null);
  const refresh = () => {
    onChanged();
    void queryClient.invalidateQueries({ queryKey: settlementKey(id) });
  };
  const actions = useSettlementActions(refresh);
  useEntityChanges('coalSettlement', (batch) => {
    if (batch.some((c) => c.ids.length === 0 || c.ids.includes(id))) void queryClient.invalidateQueries({ queryKey: settlementKey(id) });
  });
  const detail = useQuery({ queryKey: settlementKey(id), queryFn: async () => resultOf(await settlementApi.detail(id)) });
  if (detail.isError) return <Empty description={(detail.error as Error).message || '结算单不存在或无权查看'} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const d = detail.data;
  const purchase = d.direction === 'purchase';
  const unpaid = money(dec(d.totalAmount).minus(d.paidAmount));
  const print = async () => {
    const printed = await settlementApi.print(d.id);
    if (!printed.ok) message.warning(printed.message);
    void queryClient.invalidateQueries({ queryKey: settlementKey(id) });
  };

  return (
    <div data-testid="settlement-detail">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
        <Space wrap>
          <strong style={{ fontSize: 16 }} data-testid="settlement-no">
            {d.settlementNo}
          </strong>
          <SettlementStatusTag status={d.status} />
        </Space>
        <Space wrap>
          {offeredSettlementButtons(d, has).map((b) => (
            <Button
              key={b}
              size="small"
              danger={b === 'void' || b === 'reject'}
              type={b.endsWith('Review') ? 'primary' : 'default'}
              onClick={() => (b === 'edit' ? setEditing(d) : actions.act(b, d))}
              data-testid={`settlement-${b}`}
            >
              {SETTLEMENT_BUTTON_LABELS[b]}
            </Button>
          ))}
          {has(PRINT_PERM) && (
            <>
              <Button size="small" icon={<PrinterOutlined />} onClick={() => void print()} data-testid="settlement-print">
                打印结算单
              </Button>
              <Button size="small" icon={<FileExcelOutlined />} onClick={() => void settlementApi.exportSheet(d.id, d.settlementNo)} data-testid="settlement-export">
                导出Excel
              </Button>
            </>
          )}
        </Space>
      </div>
      {d.status === 'void' && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={`已作废：${d.voidReason ?? ''}`} description={`${d.voidedBy ?? ''} ${d.voidedTime ?? ''}`} />}
      <DetailList
        column={3}
        items={[
          { label: '合同', children: `${d.contractNo}（第 ${d.contractVersion} 版）` },
          { label: purchase ? '供应商' : '客户', children: d.counterpartyName },
          { label: '业务类型', children: purchase ? '采购结算（应付）' : '销售结算（应收）' },
          { label: '结算期间', children: periodText(d.from, d.to) },
          { label: '含税单价', children: `${unitPriceText(d.unitPrice)} 元/t` },
          { label: '税率', children: percent(d.taxRate) },
          { label: '结算金额', children: <strong>{yuan(d.totalAmount)} 元</strong> },
          { label: '已开票', children: `${yuan(d.invoicedAmount)} 元` },
          { label: purchase ? '已付款' : '已收款', children: `${yuan(d.paidAmount)} 元（未结 ${yuan(unpaid)} 元）` },
          { label: '制单', children: `${drafter(d)} ${d.createTime ?? ''}` },
          { label: '打印次数', children: String(d.printCount) },
          ...(d.remark ? [{ label: '备注', children: d.remark }] : []),
        ]}
      />
      <SettlementFigures f={d} />
      <section style={{ marginTop: 16 }}>
        <Typography.Title level={5}>操作记录</Typography.Title>
        <SettlementTimeline events={d.events} />
      </section>
      <EditDeductionsModal detail={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      {actions.dialog}
    </div>
  );
}

/** Who drafted it, by name as the timeline records it (the row keeps only the username). */
function drafter(d: Detail): string {
  const line = d.events.find((e) => e.kind === 'draft');
  return line?.byRealname || d.createBy || '';
}
