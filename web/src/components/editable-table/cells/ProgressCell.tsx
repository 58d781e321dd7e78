import { Progress } from 'antd';
import type { CellEditorProps } from '../types';

/** progress: a number 0-100 shown as a bar. */
export function ProgressCell({ value, column }: CellEditorProps) {
  const n = Math.max(0, Math.min(100, Number(value) || 0));
  return <Progress percent={n} size="small" status={n >= 100 ? 'success' : 'active'} {...column.props} />;
}
