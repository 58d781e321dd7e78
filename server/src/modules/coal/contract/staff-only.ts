import type { RequestAuth } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';

export const STAFF_ONLY = '合同由本公司业务人员办理';

/** Users acting for a supplier or a consumer read their contracts; writing and deciding them is our staff's. */
export function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError(STAFF_ONLY);
}
