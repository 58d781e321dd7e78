import type { RequestAuth } from '../auth/guard';
import { BizError } from '../http/envelope';
import type { CheckContext, EntityBinding } from './binding';
import { orgOf } from '../tenancy/index';

/**
 * A record as the write will store it, for `checkRecords`: the stored values (an edit), the checked input over them,
 * and the organisation a user acts for in its owning field (`stampOrg` writes it whatever was sent).
 */
export function recordToCheck(b: EntityBinding, auth: RequestAuth, input: Record<string, unknown>, existing?: Record<string, unknown>): Record<string, unknown> {
  const record = { ...(existing ?? {}), ...input };
  const org = orgOf(auth.user);
  const field = org && b.meta.org?.[org.kind];
  if (org && field && field !== 'id') record[field] = org.id;
  return record;
}

/** Add and edit: refuses with the entity's own check of the whole record, when it has one. */
export async function refuseByRecordCheck(h: CheckContext, b: EntityBinding, record: Record<string, unknown>): Promise<void> {
  if (!b.hooks.checkRecords) return;
  const [problem] = await b.hooks.checkRecords(h, [record]);
  if (problem) throw new BizError(problem);
}
