import type { RowOwner } from '../../../core/tenancy/index';

/**
 * Tables and columns a popup record picker may read (`/utils/mpopup/*`). Anything not listed is refused; the names
 * below are the only identifiers ever quoted into SQL, so a client can never read a secret column (no password
 * hash is listed) or name an arbitrary table.
 */
export interface PopupSource {
  table: string;
  columns: readonly string[];
  /** Whose rows these are: a popup sees only the caller's tenant's (core/tenancy). */
  owner: RowOwner;
  /** Permission codes of which the caller must hold one; none: any signed-in user of the tenant. */
  permission?: readonly string[];
  /** Column that marks a deleted row, filtered out. */
  delFlag?: string;
  /** Columns that may link a row to its parent in the left tree, and that may say whether a row has children. */
  tree?: { pidFields: readonly string[]; hasChildFields?: readonly string[] };
}

export const POPUP_SOURCES: Record<string, PopupSource> = {
  sys_user: {
    table: 'sys_user',
    columns: ['id', 'username', 'realname', 'work_no', 'phone', 'sex', 'birthday', 'org_code', 'post', 'status', 'create_time'],
    delFlag: 'del_flag',
    owner: { members: 'rel_tenant_ids' },
  },
  sys_depart: {
    table: 'sys_depart',
    columns: ['id', 'depart_name', 'org_code', 'parent_id', 'org_category', 'org_type', 'mobile', 'address'],
    delFlag: 'del_flag',
    tree: { pidFields: ['parent_id'] },
    owner: { column: 'tenant_id' },
  },
  sys_role: {
    table: 'sys_role',
    columns: ['id', 'role_name', 'role_code', 'description', 'create_time'],
    owner: { column: 'tenant_id' },
    permission: ['system:role:list', 'system:user:list'],
  },
  sys_category: {
    table: 'sys_category',
    columns: ['id', 'pid', 'name', 'code', 'has_child'],
    tree: { pidFields: ['pid'], hasChildFields: ['has_child'] },
    owner: 'platform',
  },
  sys_position: {
    table: 'sys_position',
    columns: ['id', 'code', 'name', 'post_rank', 'company_id', 'depart_id', 'create_time'],
    owner: { column: 'tenant_id' },
  },
};

export function popupSource(table: string): PopupSource | undefined {
  const name = table.trim();
  return Object.hasOwn(POPUP_SOURCES, name) ? POPUP_SOURCES[name] : undefined;
}
