import { sql } from 'drizzle-orm';
import { businessTimeZone } from '@meiyun/shared';
import type { RequestAuth } from '../../core/auth/guard';
import { BizError } from '../../core/http/envelope';
import { orgOf } from '../../core/tenancy/index';

/**
 * The tenant of a caller who must be our own staff (reports, dashboards: the whole company's business); an
 * organisation's user (carrier, customer, supplier) is refused with `refusal`.
 */
export function staffTenant(auth: RequestAuth, refusal: string): number {
  if (orgOf(auth.user)) throw new BizError(refusal);
  return auth.tenantId ?? 0;
}

/** The start of a business (China) date as an instant: `day::timestamp at time zone <zone>`, a range bound an index can use. */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${businessTimeZone()})`;
/** The start of the next business date: the exclusive upper bound of `day`. */
export const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${businessTimeZone()})`;
