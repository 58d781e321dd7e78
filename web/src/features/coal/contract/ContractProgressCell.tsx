import type { ContractProgress } from '@meiyun/shared';
import { Progress } from 'antd';
import { formatThousands } from '../../../components/number/formatNumber';
import { percentOf } from './progressLines';

/** The list's 执行进度: shipped of contracted tonnes as a bar with the figures, and the amount settled so far. */
export function ContractProgressCell({ progress, quantityT }: { progress: Partial<ContractProgress> | null | undefined; quantityT: unknown }) {
  const contracted = progress?.contractedT ?? String(quantityT ?? '0');
  const shipped = progress?.shippedT ?? '0';
  const percent = percentOf(shipped, contracted);
  return (
    <div style={{ minWidth: 180, textAlign: 'left', lineHeight: 1.4 }} data-testid="contract-progress-cell">
      <Progress percent={Math.min(percent, 100)} size="small" format={() => `${percent}%`} status={percent > 100 ? 'exception' : 'normal'} />
      <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.55)', fontVariantNumeric: 'tabular-nums' }}>
        已发 {formatThousands(shipped, 3)} / {formatThousands(contracted, 3)} t
        <br />
        已结算 {formatThousands(progress?.settledAmount ?? '0', 2)} 元
      </div>
    </div>
  );
}
