import { Input, Typography } from 'antd';
import { NEXT_TIMES_COUNT, useNextFireTimes } from './useNextFireTimes';
import './cron.css';

export interface CronNextTimesProps {
  value?: string;
  onChange?: (value: string) => void;
  /** how many times to list; 10 by default (§9) */
  count?: number;
  placeholder?: string;
  id?: string;
}

/**
 * The second cron editor (§2.6): an expression box and its next firing times (Asia/Shanghai), recomputed 500 ms
 * after typing stops, year ignored; an invalid expression shows why instead.
 */
export function CronNextTimes({ value, onChange, count = NEXT_TIMES_COUNT, placeholder = '请输入cron表达式', id }: CronNextTimesProps) {
  const { times, error, expression } = useNextFireTimes(value, count);
  return (
    <div className="cron-next" data-testid="cron-next-times">
      <Input id={id} value={value} placeholder={placeholder} allowClear onChange={(e) => onChange?.(e.target.value)} />
      {error ? (
        <Typography.Text type="danger" className="cron-error" role="alert">
          {error}
        </Typography.Text>
      ) : expression ? (
        <>
          <Typography.Text type="secondary">最近{count}次运行时间（忽略年份）：</Typography.Text>
          {times.length ? (
            <ol className="cron-next-times">
              {times.map((time, i) => (
                <li key={time}>
                  <span className="cron-next-index">{i + 1}.</span>
                  {time}
                </li>
              ))}
            </ol>
          ) : (
            <div>没有之后的运行时间</div>
          )}
        </>
      ) : null}
    </div>
  );
}
