import { checkClauses, type ContractClause } from '@meiyun/shared';
import type { FormInstance } from 'antd';
import type { RowValues } from '../../../components/editable-table';
import { rowsToRaw } from './clauseColumns';

/**
 * What the contract form and the supplement dialog both send: the header fields as the form checked them and the
 * clause rows as the shared `checkClauses` checked them — or null, the form showing its errors or `warn` the
 * clauses' first refusal (naming the row).
 */
export async function readTermsForm(form: FormInstance, rows: RowValues[], warn: (message: string) => void): Promise<{ values: Record<string, unknown>; clauses: ContractClause[] } | null> {
  let values: Record<string, unknown>;
  try {
    values = await form.validateFields();
  } catch {
    return null;
  }
  const checked = checkClauses(rowsToRaw(rows));
  if ('error' in checked) {
    warn(checked.error);
    return null;
  }
  return { values, clauses: checked.clauses };
}
