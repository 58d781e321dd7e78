import type { RequestAuth } from '../auth/guard';
import { BizError } from '../http/envelope';
import type { ColumnValues, EntityBinding } from './binding';
import { orgOf } from '../tenancy/index';

export const ORG_ONLY = '只能新增本单位的数据';

/**
 * A user acting for an organisation writes rows of that organisation only (coal-api.md "Business users"): the
 * owning field gets their organisation's id whatever the request said. Adding an organisation record itself, or a
 * row of an entity their kind of organisation does not own, is refused.
 */
export function stampOrg(b: EntityBinding, auth: RequestAuth, values: ColumnValues, mode: 'add' | 'edit'): void {
  const org = orgOf(auth.user);
  if (!org || !b.meta.org) return;
  const field = b.meta.org[org.kind];
  if (!field) throw new BizError(ORG_ONLY);
  if (field === 'id') {
    if (mode === 'add') throw new BizError(ORG_ONLY);
    return;
  }
  values[b.keyOf.get(field)!] = org.id;
}
