import type { ContractProgress, ContractRecord } from '@meiyun/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Space, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { DetailList } from '../../../components/detailList/DetailList';
import { resultOf } from '../../../lib/http';
import { useEntityChanges } from '../../../lib/live';
import { useSession } from '../../../lib/session/sessionStore';
import { JUpload } from '../../../components/upload';
import { canProposeSupplement, lastSubmitter, offeredActions } from './contractActions';
import { contractApi, contractKey, contractPartKey } from './contractApi';
import { ClauseTable } from './ClauseTable';
import { ContractProgressBars } from './ContractProgressBars';
import { ContractStatusTag } from './ContractStatusTag';
import { ContractTimeline } from './ContractTimeline';
import { headerItems } from './headerItems';
import { SupplementList } from './SupplementList';
import { SupplementModal } from './SupplementModal';
import { termsOf } from './supplementTerms';
import { useRemarkActions } from './useRemarkActions';
import './contract.css';

/**
 * One contract in full: its header, attachments, clauses, progress, timeline and supplementary agreements, with
 * the actions its status offers this user. Read again when anyone changes the contract (live entity changes).
 * Its dialogs are rendered here, inside the drawer or dialog that shows it, so that they stack above it.
 */
export function ContractDetail({ id, onChanged }: { id: string; onChanged(): void }) {
  const has = useHasPermission();
  const me = useSession((s) => s.userInfo?.username);
  const queryClient = useQueryClient();
  const remark = useRemarkActions(onChanged);
  const [supplementOf, setSupplementOf] = useState<ContractRecord | null>(null);
  useEntityChanges('coalContract', (batch) => {
    if (batch.some((c) => c.ids.length === 0 || c.ids.includes(id))) void queryClient.invalidateQueries({ queryKey: contractKey(id) });
  });
  const record = useQuery({ queryKey: contractPartKey(id, 'record'), queryFn: async () => resultOf(await contractApi.queryById(id)) });
  const events = useQuery({ queryKey: contractPartKey(id, 'events'), queryFn: async () => resultOf(await contractApi.events(id)) });
  const supplements = useQuery({ queryKey: contractPartKey(id, 'supplements'), queryFn: async () => resultOf(await contractApi.supplements(id)) });

  if (record.isError) return <Empty description={(record.error as Error).message || '合同不存在或无权查看'} data-testid="contract-detail-missing" />;
  const c = record.data;
  if (!c) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const actions = offeredActions(c.status, has, Boolean(events.data) && lastSubmitter(events.data ?? []) === me);
  const pending = (supplements.data ?? []).filter((s) => s.status === 'approving').length;
  return (
    <div className="contract-detail" data-testid="contract-detail">
      <div className="contract-detail-bar">
        <Space wrap>
          <strong style={{ fontSize: 16 }}>{c.contractNo}</strong>
          <ContractStatusTag status={c.status} text={c.status_dictText} />
          <Tag variant="filled">版本 {c.version}</Tag>
        </Space>
        <Space wrap>
          {actions.map((a) => (
            <Button key={a.action} size="small" type={a.action === 'approve' || a.action === 'submit' ? 'primary' : 'default'} danger={a.remarkRequired} onClick={() => remark.transition(c, a.action)} data-testid={`contract-${a.action}`}>
              {a.label}
            </Button>
          ))}
          {canProposeSupplement(c.status, has) && (
            <Button size="small" onClick={() => setSupplementOf(c)} data-testid="contract-supplement">
              补充协议
            </Button>
          )}
        </Space>
      </div>
      <Tabs
        items={[
          {
            key: 'info',
            label: '合同信息',
            children: (
              <>
                <DetailList column={3} items={headerItems(c).filter((h) => !h.wide).map((h) => ({ label: h.label, children: h.text }))} />
                {/* Long texts (the remark) on their own lines: a wide item inside the grid would overrun its row. */}
                <DetailList column={1} items={headerItems(c).filter((h) => h.wide).map((h) => ({ label: h.label, children: h.text }))} />
                <div className="contract-detail-section">合同附件</div>
                {c.attachments ? <JUpload value={String(c.attachments)} disabled allowRemove={false} /> : <span className="contract-hint">无</span>}
              </>
            ),
          },
          { key: 'clauses', label: `质价条款（${c.clauses.length}）`, children: <ClauseTable clauses={c.clauses} /> },
          { key: 'progress', label: '执行进度', children: <ContractProgressBars progress={c.progress as Partial<ContractProgress> | undefined} direction={c.direction} /> },
          { key: 'events', label: '审批记录', children: events.isPending ? <Spin /> : <ContractTimeline events={events.data ?? []} /> },
          {
            key: 'supplements',
            label: (
              <Badge count={pending} size="small" offset={[6, -2]}>
                补充协议
              </Badge>
            ),
            children: supplements.isPending ? <Spin /> : <SupplementList supplements={supplements.data ?? []} current={termsOf(c)} onDecide={remark.decideSupplement} />,
          },
        ]}
      />
      {remark.dialog}
      <SupplementModal contract={supplementOf} onClose={() => setSupplementOf(null)} onSaved={onChanged} />
    </div>
  );
}
