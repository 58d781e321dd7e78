import type { ContractSupplement, ContractTerms, SupplementStatus } from '@meiyun/shared';
import { Button, Card, Empty, Space, Table, Tag } from 'antd';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { useSession } from '../../../lib/session/sessionStore';
import { SUPPLEMENT_DECISION_LABELS, supplementDecisions, type SupplementDecision } from './contractActions';
import { describeChanges, type TermChange } from './supplementTerms';

const STATUS: Record<SupplementStatus, { text: string; color: string }> = {
  approving: { text: '审批中', color: 'processing' },
  approved: { text: '已通过', color: 'success' },
  rejected: { text: '已驳回', color: 'error' },
};

interface Props {
  supplements: readonly ContractSupplement[];
  /** The contract's terms now: what a pending agreement would change. */
  current: ContractTerms;
  onDecide(supplement: ContractSupplement, decision: SupplementDecision): void;
}

/**
 * 补充协议 of a contract, newest first: version, reason, status, who proposed and decided, and each changed term
 * before → after (before: what an approved agreement replaced; the terms in force for a pending one; a rejected
 * one shows only what it proposed). Approvers decide a pending one here.
 */
export function SupplementList({ supplements, current, onDecide }: Props) {
  const has = useHasPermission();
  const me = useSession((st) => st.userInfo?.username);
  if (supplements.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无补充协议" />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="contract-supplements">
      {supplements.map((s) => {
        const before = s.status === 'approved' ? (s.previous ?? {}) : current;
        const lines = describeChanges(s.changes, before);
        const decisions = supplementDecisions(s, has, me);
        return (
          <Card
            key={s.id}
            size="small"
            title={
              <Space wrap>
                <span>版本 {s.version}</span>
                <Tag color={STATUS[s.status]?.color}>{STATUS[s.status]?.text ?? s.status}</Tag>
              </Space>
            }
            extra={
              decisions.length > 0 && (
                <Space>
                  {decisions.map((d) => (
                    <Button key={d} size="small" type={d === 'approve' ? 'primary' : 'default'} danger={d === 'reject'} onClick={() => onDecide(s, d)} data-testid={`supplement-${d}`}>
                      {SUPPLEMENT_DECISION_LABELS[d]}
                    </Button>
                  ))}
                </Space>
              )
            }
          >
            <div className="contract-supplement-meta">
              <div>事由：{s.reason}</div>
              <div className="contract-hint">
                {s.createBy} 提交于 {s.createTime}
                {s.decidedBy && `；${s.decidedBy} ${STATUS[s.status]?.text ?? ''}于 ${s.decidedTime ?? ''}`}
                {s.remark && `；意见：${s.remark}`}
              </div>
            </div>
            <Table<TermChange>
              size="small"
              rowKey="field"
              style={{ marginTop: 8 }}
              pagination={false}
              dataSource={lines}
              // Before and after share the width and wrap (a list of clauses is long), so a phone sees both.
              tableLayout="fixed"
              columns={[
                { key: 'label', title: '变更项', dataIndex: 'label', width: 104 },
                ...(s.status === 'rejected' ? [] : [{ key: 'before', title: s.status === 'approved' ? '原内容' : '现行内容', dataIndex: 'before' }]),
                { key: 'after', title: s.status === 'approved' ? '变更为' : '拟变更为', dataIndex: 'after' },
              ]}
            />
          </Card>
        );
      })}
    </Space>
  );
}
