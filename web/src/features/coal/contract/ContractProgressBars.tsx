import type { ContractProgress } from '@meiyun/shared';
import { Progress } from 'antd';
import { formatThousands } from '../../../components/number/formatNumber';
import { progressLines } from './progressLines';

/** The detail's progress: one bar a figure (tonnes against the quantity, 元 against the amount), the figure beside. */
export function ContractProgressBars({ progress, direction }: { progress: Partial<ContractProgress> | null | undefined; direction: unknown }) {
  return (
    <div className="contract-progress" data-testid="contract-progress">
      {progressLines(progress, direction).map((line) => (
        <div key={line.key} className="contract-progress-line">
          <span className="contract-progress-label">{line.label}</span>
          <Progress percent={Math.min(line.percent, 100)} size="small" format={() => `${line.percent}%`} style={{ flex: 1, margin: 0, minWidth: 120 }} />
          <span className="contract-progress-figure">
            {formatThousands(line.value, line.unit === 't' ? 3 : 2)} {line.unit}
          </span>
        </div>
      ))}
    </div>
  );
}
