import type { ColumnsType } from 'antd/es/table/interface';
import { formatTime } from '../../lib/time/businessTime';
import { ellipsisCell } from '../pickers/pickerColumns';
import type { ReportConfig } from '../pickers/reportApi';

/** A row of a report: the statement's columns, no id of its own. */
export type ReportRow = Record<string, unknown>;

/** Database timestamps (`2026-01-02 03:04:05.6+00` or ISO), shown in the business zone like every other time. */
const isTimestamp = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)$/.test(v);

/**
 * A cell's text as the report shows it: a dictionary column's codes as their texts (each of a comma-joined list;
 * a code the dictionary lacks stays as it is), a timestamp in the business zone, anything else as it came.
 */
export function reportCellText(config: Pick<ReportConfig, 'dictOptions'> | null, field: string, v: unknown): unknown {
  if (v === null || v === undefined) return v;
  const opts = config?.dictOptions[field];
  if (opts) {
    return String(v)
      .split(',')
      .map((x) => opts.find((o) => o.value === x)?.text ?? x)
      .join(',');
  }
  return isTimestamp(v) ? formatTime(v) : v;
}

/** The report's shown columns, sortable where the report says so, texts cut at 25 characters with the whole on hover. */
export function reportColumns(config: ReportConfig | null): ColumnsType<ReportRow> {
  return (config?.columns ?? []).map((c) => ({
    key: c.dataIndex,
    dataIndex: c.dataIndex,
    title: c.title,
    width: c.width ?? undefined,
    sorter: c.sorter,
    render: (v: unknown) => ellipsisCell(reportCellText(config, c.dataIndex, v)),
  }));
}
