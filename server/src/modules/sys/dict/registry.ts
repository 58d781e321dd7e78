/**
 * Tables and columns that may serve as a table dictionary (`table,textField,codeField`). Anything not listed is
 * refused, so a client can never read a secret column or name an arbitrary table.
 */
export interface DictSource {
  table: string;
  columns: readonly string[];
  /** Column that marks a deleted row, filtered out. */
  delFlag?: string;
}

export const DICT_SOURCES: Record<string, DictSource> = {
  sys_user: { table: 'sys_user', columns: ['id', 'username', 'realname', 'work_no', 'org_code'], delFlag: 'del_flag' },
  sys_depart: { table: 'sys_depart', columns: ['id', 'depart_name', 'org_code', 'parent_id'], delFlag: 'del_flag' },
  sys_role: { table: 'sys_role', columns: ['id', 'role_name', 'role_code'] },
  sys_tenant: { table: 'sys_tenant', columns: ['id', 'name'] },
};

/** Names come from the registry only; the identifiers below are therefore safe to quote into SQL. */
export function resolveTableDict(code: string): { source: DictSource; text: string; value: string } | null {
  const parts = code.split(',').map((s) => s.trim());
  if (parts.length !== 3) return null;
  const [table, text, value] = parts;
  const source = Object.hasOwn(DICT_SOURCES, table) ? DICT_SOURCES[table] : undefined;
  if (!source || !source.columns.includes(text) || !source.columns.includes(value)) return null;
  return { source, text, value };
}
