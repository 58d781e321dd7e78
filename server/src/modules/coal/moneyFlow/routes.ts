import type { FastifyInstance } from 'fastify';
import { MONEY_FLOW_PERM } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { registerCrudRoutes } from '../../../core/crud/index';
import { noPermission, ok } from '../../../core/http/envelope';
import { orgOf } from '../../../core/tenancy/index';
import { accountBalances } from './balances';
import { moneyFlowEntity } from './entity';

/** `/coal/moneyFlow/list`, `exportXls` (the kit) and `GET /coal/moneyFlow/balances`: our staff's, in their tenant. */
export async function moneyFlowRoutes(api: FastifyInstance, ctx: AppContext) {
  await registerCrudRoutes(api, ctx, moneyFlowEntity);
  api.get('/coal/moneyFlow/balances', { config: { permission: `${MONEY_FLOW_PERM}:list` } }, async (req) => {
    const auth = authOf(req);
    if (orgOf(auth.user)) throw noPermission();
    return ok(await accountBalances(ctx.db, auth.tenantId));
  });
}
