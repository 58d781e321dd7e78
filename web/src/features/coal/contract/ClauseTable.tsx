import { CLAUSE_MODE_LABELS, CLAUSE_STEPPING_LABELS, clauseTitle, INDICATORS, type ContractClause } from '@meiyun/shared';
import { Table } from 'antd';

const dash = (v: string | null) => (v === null || v === '' ? '—' : v);

const COLUMNS = [
  { key: 'title', title: '条款', width: 240, render: (_: unknown, c: ContractClause) => clauseTitle(c) },
  { key: 'mode', title: '类型', width: 70, render: (_: unknown, c: ContractClause) => CLAUSE_MODE_LABELS[c.mode] },
  { key: 'step', title: '每档幅度', width: 100, render: (_: unknown, c: ContractClause) => (c.step ? `${c.step}${INDICATORS[c.indicator].unit ? ` ${INDICATORS[c.indicator].unit}` : ''}` : '—') },
  {
    key: 'amountPerStep',
    title: '每档调整',
    width: 110,
    render: (_: unknown, c: ContractClause) => (c.amountPerStep === null ? '—' : c.mode === 'tonnage' ? `扣 ${c.amountPerStep}%` : `${c.amountPerStep} 元/t`),
  },
  { key: 'stepping', title: '计档方式', width: 90, render: (_: unknown, c: ContractClause) => (c.mode === 'reject' ? '—' : CLAUSE_STEPPING_LABELS[c.stepping]) },
  { key: 'capPerT', title: '封顶', width: 90, render: (_: unknown, c: ContractClause) => (c.mode === 'reject' ? '—' : dash(c.capPerT)) },
];

/** The contract's quality–price clauses, read-only, one line a clause named as on the settlement sheet. */
export function ClauseTable({ clauses }: { clauses: readonly ContractClause[] }) {
  return (
    <Table<ContractClause & { key: number }>
      size="small"
      columns={COLUMNS}
      dataSource={clauses.map((c, key) => ({ ...c, key }))}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无质价条款' }}
      data-testid="contract-clause-table"
    />
  );
}
