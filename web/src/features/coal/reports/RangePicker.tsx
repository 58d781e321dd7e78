import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { businessToday } from '@meiyun/shared';

/** This month so far: the reports' default range. */
export const thisMonth = (): [string, string] => [`${businessToday().slice(0, 7)}-01`, businessToday()];

/** A from–to pair of China dates (yyyy-MM-dd); the presets count from today's China date, not the browser's. */
export function DayRange({ value, onChange }: { value: [string, string]; onChange(v: [string, string]): void }) {
  const today = dayjs(businessToday());
  const lastMonth = today.subtract(1, 'month');
  return (
    <span data-testid="report-range">
      <DatePicker.RangePicker
        allowClear={false}
        format="YYYY-MM-DD"
        value={[dayjs(value[0]), dayjs(value[1])]}
        onChange={(d) => d?.[0] && d[1] && onChange([d[0].format('YYYY-MM-DD'), d[1].format('YYYY-MM-DD')])}
        presets={[
          { label: '本月', value: [today.startOf('month'), today] },
          { label: '上月', value: [lastMonth.startOf('month'), lastMonth.endOf('month')] },
          { label: '近7天', value: [today.subtract(6, 'day'), today] },
        ]}
      />
    </span>
  );
}
