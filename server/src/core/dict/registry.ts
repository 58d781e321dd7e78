import type { OrgKind } from '@meiyun/shared';
import type { RowOwner } from '../tenancy/index';

/**
 * Tables and columns that may serve as a table dictionary (`table,textField,codeField`) or a tree dictionary
 * (loadTreeData). Anything not listed is refused, so a client can never read a secret column or name an arbitrary
 * table; the names below are the only identifiers ever quoted into SQL.
 */
export interface DictSource {
  table: string;
  columns: readonly string[];
  /** Whose rows these are: a read sees only the caller's tenant's (core/tenancy). */
  owner: RowOwner;
  /** Permission codes of which the caller must hold one; none: any signed-in user of the tenant (pickers). */
  permission?: readonly string[];
  /**
   * The column naming the owning business organisation, per kind (as `EntityMeta.org`): a user acting for an
   * organisation reads only its rows, and none where their kind is not named, as in the entity's own list.
   */
  org?: Partial<Record<OrgKind, string>>;
  /** Column that marks a deleted row, filtered out. */
  delFlag?: string;
  /** The columns that may link a row to its parent, and that may say whether a row has children. */
  tree?: { pidFields: readonly string[]; hasChildFields?: readonly string[] };
}

/** The user form links a business user to an organisation through these pickers. */
const USER_FORM = ['system:user:add', 'system:user:edit'] as const;
/** The contract list names its counterparty and coal sort; its form picks them. */
const CONTRACT_FORM = ['coal:contract:list', 'coal:contract:add', 'coal:contract:edit'] as const;
/** The dispatch plan list names its carrier, consignee, coal sort and yard; its form picks them. */
const PLAN_FORM = ['coal:dispatchPlan:list', 'coal:dispatchPlan:add', 'coal:dispatchPlan:edit'] as const;
/** Issuing a pickup order picks a car and a driver of the plan's carrier. */
const PICKUP_FORM = ['coal:pickupOrder:list', 'coal:pickupOrder:issue'] as const;

export const DICT_SOURCES: Record<string, DictSource> = {
  sys_user: { table: 'sys_user', columns: ['id', 'username', 'realname', 'work_no', 'org_code'], delFlag: 'del_flag', owner: { members: 'rel_tenant_ids' } },
  sys_depart: {
    table: 'sys_depart',
    columns: ['id', 'depart_name', 'org_code', 'parent_id', 'org_category', 'org_type'],
    delFlag: 'del_flag',
    tree: { pidFields: ['parent_id'] },
    owner: { column: 'tenant_id' },
  },
  sys_role: { table: 'sys_role', columns: ['id', 'role_name', 'role_code'], owner: { column: 'tenant_id' }, permission: ['system:role:list', 'system:user:list'] },
  sys_position: { table: 'sys_position', columns: ['id', 'code', 'name'], owner: { column: 'tenant_id' } },
  sys_tenant: { table: 'sys_tenant', columns: ['id', 'name'], owner: { self: 'id' } },
  sys_category: {
    table: 'sys_category',
    columns: ['id', 'pid', 'name', 'code', 'has_child'],
    tree: { pidFields: ['pid'], hasChildFields: ['has_child'] },
    owner: 'platform',
  },
  // Coal business organisations (coal-api.md "Base data"): the pickers of consignees, cars, drivers and contracts.
  coal_supplier: { table: 'coal_supplier', columns: ['id', 'name', 'credit_code'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, org: { supplier: 'id' }, permission: ['coal:supplier:list', ...CONTRACT_FORM, ...USER_FORM] },
  coal_consumer: { table: 'coal_consumer', columns: ['id', 'name', 'credit_code'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, org: { consumer: 'id' }, permission: ['coal:consumer:list', 'coal:consignee:list', ...CONTRACT_FORM, ...USER_FORM] },
  coal_carrier: { table: 'coal_carrier', columns: ['id', 'name', 'credit_code'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, org: { carrier: 'id' }, permission: ['coal:carrier:list', 'coal:car:list', 'coal:driver:list', ...PLAN_FORM, ...PICKUP_FORM, ...USER_FORM] },
  coal_consignee: { table: 'coal_consignee', columns: ['id', 'name', 'consumer_id'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, org: { consumer: 'consumer_id' }, permission: ['coal:consignee:list', ...PLAN_FORM] },
  coal_driver: { table: 'coal_driver', columns: ['id', 'name', 'phone', 'carrier_id'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, org: { carrier: 'carrier_id' }, permission: ['coal:driver:list', 'coal:car:list', ...PICKUP_FORM] },
  coal_car: { table: 'coal_car', columns: ['id', 'plate_no', 'carrier_id', 'driver_id'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, org: { carrier: 'carrier_id' }, permission: ['coal:car:list', ...PICKUP_FORM] },
  // Coal reference data (coal-domain.md "Base data"): the pickers of stockpiles, scales, berths and fences.
  coal_material: { table: 'coal_material', columns: ['id', 'name', 'code'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, permission: ['coal:material:list', 'coal:stockpile:list', ...CONTRACT_FORM, ...PLAN_FORM] },
  coal_freight_yard: { table: 'coal_freight_yard', columns: ['id', 'name', 'code'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, permission: ['coal:freightYard:list', 'coal:stockpile:list', 'coal:scale:list', 'coal:fence:list', ...PLAN_FORM] },
  coal_scale: { table: 'coal_scale', columns: ['id', 'name', 'code'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, permission: ['coal:scale:list', 'coal:weighing:list'] },
  coal_port: { table: 'coal_port', columns: ['id', 'name', 'code'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, permission: ['coal:port:list', 'coal:berth:list', 'coal:fence:list', 'coal:voyage:list'] },
  coal_berth: { table: 'coal_berth', columns: ['id', 'name', 'port_id'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, permission: ['coal:berth:list', 'coal:voyage:list'] },
  coal_platform: { table: 'coal_platform', columns: ['id', 'name', 'code'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, permission: ['coal:platform:list', 'coal:fence:list', 'coal:railShipment:list', 'coal:railShipment:add'] },
  coal_rail_rate: { table: 'coal_rail_rate', columns: ['id', 'name'], delFlag: 'del_flag', owner: { column: 'tenant_id' }, permission: ['coal:railRate:list', 'coal:railShipment:list', 'coal:railShipment:add'] },
};

function sourceOf(table: string): DictSource | undefined {
  return Object.hasOwn(DICT_SOURCES, table) ? DICT_SOURCES[table] : undefined;
}

/** Names come from the registry only; the identifiers below are therefore safe to quote into SQL. */
export function resolveTableDict(code: string): { source: DictSource; text: string; value: string } | null {
  const parts = code.split(',').map((s) => s.trim());
  if (parts.length !== 3) return null;
  const [table, text, value] = parts;
  const source = sourceOf(table);
  if (!source || !source.columns.includes(text) || !source.columns.includes(value)) return null;
  return { source, text, value };
}

export interface TreeDictRequest {
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
  conditionFields: string[];
}

export interface ResolvedTreeDict {
  source: DictSource;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
}

/** A tree dictionary of a registered table whose every named column (condition fields included) is registered. */
export function resolveTreeDict(req: TreeDictRequest): ResolvedTreeDict | null {
  const source = sourceOf(req.tableName.trim());
  if (!source?.tree) return null;
  const has = (c: string) => source.columns.includes(c);
  if (!has(req.text) || !has(req.code)) return null;
  if (!source.tree.pidFields.includes(req.pidField)) return null;
  if (req.hasChildField && !(source.tree.hasChildFields ?? []).includes(req.hasChildField)) return null;
  if (!req.conditionFields.every(has)) return null;
  return { source, text: req.text, code: req.code, pidField: req.pidField, hasChildField: req.hasChildField || undefined };
}
