/**
 * The tenant a notification socket's client works in, which decides the entity changes it hears. A browser cannot
 * send `tenant-id` with a websocket, so the client names it as the `tenantId` query parameter. It counts when it is
 * one of the user's tenants and not frozen, as the guard checks the header; otherwise the socket keeps the tenant
 * the guard chose (the user's first tenant that is not frozen).
 */
export function socketTenant(
  auth: { tenantId: number | null; user: { relTenantIds: string } },
  asked: unknown,
  frozen: ReadonlySet<number>,
): number | null {
  const n = typeof asked === 'string' && asked !== '' ? Number(asked) : NaN;
  if (!Number.isInteger(n) || n <= 0 || frozen.has(n)) return auth.tenantId;
  const tenants = auth.user.relTenantIds.split(',').map((s) => Number(s.trim()));
  return tenants.includes(n) ? n : auth.tenantId;
}
