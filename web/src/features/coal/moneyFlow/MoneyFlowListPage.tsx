import { moneyFlowMeta } from '@meiyun/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { EntityListPage, type CellRenders } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { resultOf } from '../../../lib/http';
import { useEntityChanges } from '../../../lib/live';
import { BalancesSummary } from './BalancesSummary';
import { accountBalances } from './moneyFlowApi';

const COLUMNS = ['flowDate', 'amount', 'balanceAfter', 'counterpartyName', 'billNo', 'summary', 'seq', 'direction', 'createBy', 'createTime'];
const num = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * 财务管理 > 资金流水 (menu component coal/moneyFlow/MoneyFlowList): one of the company's accounts at a time, its
 * balances on top (opening, Σ in, Σ out, now) and its lines newest first with the running balance after each; by
 * date range and counterparty. Read only: lines are written by 收款单/付款单 when received, paid or reversed.
 */
export default function MoneyFlowListPage() {
  const routeKey = useListRouteKey();
  const balances = useQuery({ queryKey: ['coalMoneyFlowBalances'], queryFn: async () => resultOf(await accountBalances()) });
  useEntityChanges('coalCollectionBill', () => void balances.refetch());
  useEntityChanges('coalPaymentBill', () => void balances.refetch());
  const [accountId, setAccountId] = useState<string | undefined>();
  const accounts = balances.data ?? [];
  useEffect(() => {
    if (!accountId && accounts.length) setAccountId(accounts[0].id);
  }, [accountId, accounts]);
  const chosen = accounts.find((a) => a.id === accountId);

  const cellRenders: CellRenders = {
    amount: (v, r) => (
      <span style={{ ...num, color: r.direction === 'in' ? '#389e0d' : '#cf1322' }}>
        {r.direction === 'in' ? '+' : '−'}
        {String(v ?? '')}
      </span>
    ),
    balanceAfter: (v) => <strong style={num}>{String(v ?? '')}</strong>,
  };

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <span>账户：</span>
        <Select
          style={{ minWidth: 280, maxWidth: '80vw' }}
          value={accountId}
          onChange={setAccountId}
          loading={balances.isLoading}
          placeholder="选择本公司账户"
          data-testid="money-flow-account"
          options={accounts.map((a) => ({ value: a.id, label: `${a.holder} ${a.bankName} ${a.accountNo}` }))}
        />
      </Space>
      {balances.isSuccess && !accounts.length && <Alert type="info" showIcon title="尚无本公司账户，请先在 基础数据 > 账户 中添加类型为“公司”的账户" />}
      {chosen && <BalancesSummary balance={chosen} />}
      {accountId && <EntityListPage key={accountId} meta={moneyFlowMeta} routeKey={`${routeKey}:${accountId}`} columns={COLUMNS} cellRenders={cellRenders} fixedParams={{ accountId }} />}
    </div>
  );
}
