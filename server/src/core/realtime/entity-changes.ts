import { ENTITY_CHANGE_TYPE, permissionCode, type EntityChangeKind, type EntityChangeMessage, type EntityMeta, type OrgKind } from '@meiyun/shared';
import type { Identity } from '../auth/identity';
import { orgOf } from '../tenancy/index';
import type { Bus } from './bus';
import type { SocketHub } from './sockets';
import { mayHear, type ChangeAudience, type Listener } from './entity-change-audience';

/**
 * Live lists (docs/architecture.md "Live lists"): once a change to records of an entity is committed, one message
 * goes on the bus; every instance hands it to those of its notification sockets whose user may list the entity
 * (entity-change-audience.ts). The sockets get `EntityChangeMessage` only — entity, kind, ids — never the record.
 */
const CHANNEL = 'entity:changed';

/** What travels on the bus: the socket message and who may hear it. */
interface Envelope extends ChangeAudience {
  message: EntityChangeMessage;
}

/** What is needed of an entity to say who may hear of its changes: a kit binding satisfies it. */
export interface ChangedEntity {
  meta: Pick<EntityMeta, 'name' | 'perm' | 'org' | 'tenantScoped' | 'platformWide'>;
  /** The binding's own tenant scope (users, the system log), which lets the platform administrator see every tenant. */
  tenantScope?: unknown;
}

/** Who made the change: their tenant is the records' tenant; an import by an organisation's user is that organisation's. */
export interface ChangeAuthor {
  tenantId: number | null;
  user?: { orgKind?: string | null; orgId?: string | null };
}

export type ChangedRecord = { id: string } & Record<string, unknown>;

/** The organisations owning the records, per kind the entity names a field for. */
function owningOrgs(entity: ChangedEntity, kind: EntityChangeKind, records: readonly ChangedRecord[], author: ChangeAuthor): ChangeAudience['orgs'] {
  const fields = entity.meta.org;
  if (!fields) return undefined;
  if (kind === 'import' && !records.length) {
    // The new rows are not known; an organisation's user imports rows of their organisation only (org-stamp.ts).
    const org = author.user && orgOf(author.user);
    return org && fields[org.kind] ? { [org.kind]: [org.id] } : null;
  }
  const out: Partial<Record<OrgKind, string[]>> = {};
  for (const [orgKind, field] of Object.entries(fields) as [OrgKind, string][]) {
    const ids = new Set<string>();
    for (const r of records) {
      const v = field === 'id' ? r.id : r[field];
      if (typeof v === 'string' && v) ids.add(v);
    }
    out[orgKind] = [...ids];
  }
  return out;
}

/**
 * Tells the open lists of every instance that records of `entity` changed. Call it after the change is committed
 * (the list kit's routes do; a feature writing records of a kit entity outside them calls it the same way). An edit
 * passes the record before and after, so that the organisations of both hear of it. Never fails the write: a
 * message lost costs a list its live refresh, not the change.
 */
export async function publishEntityChange(
  ctx: { bus: Bus },
  entity: ChangedEntity,
  kind: EntityChangeKind,
  records: readonly ChangedRecord[],
  author: ChangeAuthor,
): Promise<void> {
  const { meta } = entity;
  const envelope: Envelope = {
    message: { type: ENTITY_CHANGE_TYPE, entity: meta.name, kind, ids: [...new Set(records.map((r) => r.id))] },
    permission: permissionCode(meta, 'list'),
    tenants: meta.platformWide ? 'every' : author.tenantId === null ? [] : [author.tenantId],
    platformAdminsHearAll: entity.tenantScope !== undefined,
    orgs: owningOrgs(entity, kind, records, author),
  };
  try {
    await ctx.bus.publish(CHANNEL, envelope);
  } catch {
    // Redis unreachable: the write stands; open lists show it at their next reload.
  }
}

/** What the relay needs to know of a socket's user: kept in memory by identity.ts, so a message costs no query. */
async function listenerOf(identity: Identity, userId: string): Promise<Omit<Listener, 'tenantId'> | undefined> {
  const user = await identity.user(userId);
  if (!user || user.status !== 1) return undefined;
  const grants = await identity.grants(userId);
  return { permissions: grants.codes, platformAdmin: grants.platformAdmin, org: orgOf(user) };
}

/** Hands every entity change heard on the bus to this instance's sockets that may hear it. Returns the unsubscribe. */
export function relayEntityChanges(bus: Bus, hub: Pick<SocketHub, 'listeners'>, identity: Identity): () => void {
  async function deliver(envelope: Envelope) {
    const sockets = hub.listeners();
    if (!sockets.length) return;
    const text = JSON.stringify(envelope.message);
    const users = new Map<string, Promise<Omit<Listener, 'tenantId'> | undefined>>();
    await Promise.all(
      sockets.map(async (s) => {
        let who = users.get(s.userId);
        if (!who) users.set(s.userId, (who = listenerOf(identity, s.userId)));
        const listener = await who;
        if (listener && mayHear(envelope, { ...listener, tenantId: s.tenantId })) s.send(text);
      }),
    );
  }
  return bus.subscribe(CHANNEL, (raw) => {
    void deliver(raw as Envelope).catch(() => undefined);
  });
}
