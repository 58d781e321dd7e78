import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { sysUser } from '../../../core/db/schema/index';

/**
 * The live accounts holding `phone`, at most `max` of them: phone sign-in, 找回密码, registration and 绑定手机 all ask
 * "who holds this phone", and two accounts on one phone means none of them may use it.
 */
export function phoneHolders(db: Db, phone: string, max = 2) {
  return db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.phone, phone), eq(sysUser.delFlag, 0)))
    .limit(max);
}
