import type { AccountBalance } from '@meiyun/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';

/** The chosen account's opening balance, Σ in, Σ out and balance now, above its flow lines. */
export function BalancesSummary({ balance }: { balance: AccountBalance }) {
  const { small } = useDevice();
  const items: [string, string, string | undefined][] = [
    ['期初余额', balance.openingBalance, undefined],
    ['收入合计', balance.totalIn, '#389e0d'],
    ['支出合计', balance.totalOut, '#cf1322'],
    ['当前余额', balance.balance, '#1677ff'],
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid="money-flow-balances">
      {items.map(([title, value, color]) => (
        <Col key={title} span={small ? 12 : 6}>
          <Card size="small">
            <Statistic title={`${title}(元)`} value={value} styles={{ content: { color, fontSize: small ? 16 : 22, fontVariantNumeric: 'tabular-nums' } }} data-testid={`money-flow-${title}`} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
