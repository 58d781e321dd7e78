import type { RequestAuth } from '../../../core/auth/guard';
import { BizError } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';

/** The weighbridge is our yard staff's: a user acting for a carrier, consumer or supplier is refused. */
export function refuseOrgUser(auth: RequestAuth) {
  if (orgOf(auth.user)) throw new BizError('磅房作业由本公司人员办理');
}
