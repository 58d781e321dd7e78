import {
  CLAUSE_DIRECTION_LABELS,
  CLAUSE_DIRECTIONS,
  CLAUSE_INDICATORS,
  CLAUSE_MODE_LABELS,
  CLAUSE_MODES,
  CLAUSE_STEPPING_LABELS,
  CLAUSE_STEPPINGS,
  INDICATORS,
  type ContractClause,
} from '@meiyun/shared';
import type { RowValues, TableColumn } from '../../../components/editable-table';

/**
 * The clause table's columns (coal-api.md "Contracts" clause), labels from the shared constants. Only the choice
 * of indicator is checked cell by cell; the rest is checked row by row with the shared `checkClauses` before the
 * contract is sent, the same check the server makes, so its message (with the row number) is the one shown.
 */
const options = <K extends string>(keys: readonly K[], label: (k: K) => string) => keys.map((k) => ({ value: k, label: label(k) }));

export const INDICATOR_OPTIONS = options(CLAUSE_INDICATORS, (k) => `${INDICATORS[k].symbol} ${INDICATORS[k].label}`);

export const CLAUSE_COLUMNS: TableColumn[] = [
  { key: 'indicator', title: '指标', type: 'select', width: 180, options: INDICATOR_OPTIONS, validation: [{ required: true, message: '请选择指标' }] },
  { key: 'mode', title: '条款类型', type: 'select', width: 90, options: options(CLAUSE_MODES, (k) => CLAUSE_MODE_LABELS[k]), defaultValue: 'price' },
  { key: 'direction', title: '方向', type: 'select', width: 80, options: options(CLAUSE_DIRECTIONS, (k) => CLAUSE_DIRECTION_LABELS[k]), defaultValue: 'above' },
  { key: 'from', title: '区间下限', type: 'inputNumber', width: 90 },
  { key: 'to', title: '区间上限', type: 'inputNumber', width: 90 },
  { key: 'step', title: '每档幅度', type: 'inputNumber', width: 90, placeholder: '拒收不填' },
  { key: 'amountPerStep', title: '每档调整', type: 'inputNumber', width: 110, placeholder: '元/t；扣吨填%' },
  { key: 'stepping', title: '计档方式', type: 'select', width: 100, options: options(CLAUSE_STEPPINGS, (k) => CLAUSE_STEPPING_LABELS[k]), defaultValue: 'full' },
  { key: 'capPerT', title: '封顶', type: 'inputNumber', width: 90, placeholder: '不封顶' },
];

const CLAUSE_KEYS = ['indicator', 'mode', 'direction', 'from', 'to', 'step', 'amountPerStep', 'stepping', 'capPerT'] as const;

/** Clauses → table rows: empty cells for the fields a mode leaves null. */
export function clausesToRows(clauses: readonly ContractClause[] | null | undefined): RowValues[] {
  return (clauses ?? []).map((c) => Object.fromEntries(CLAUSE_KEYS.map((k) => [k, c[k] ?? ''])));
}

/** Table rows → the raw clauses `checkClauses` takes: the clause fields only, an empty cell as null. */
export function rowsToRaw(rows: readonly RowValues[]): Record<string, unknown>[] {
  return rows.map((r) => Object.fromEntries(CLAUSE_KEYS.map((k) => [k, r[k] === '' || r[k] === undefined ? null : r[k]])));
}
