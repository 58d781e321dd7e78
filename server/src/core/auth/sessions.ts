import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysSession } from '../db/schema/index';
import type { Cache } from '../cache/index';

export type SessionRow = typeof sysSession.$inferSelect;

export type EndReason = 'logout' | 'force' | 'frozen' | 'password' | 'self';

export interface SessionSettings {
  idleMinutes: number;
  maxHours: number;
}

/** last_seen_at is written at most this often: a request per write would cost more than it tells. */
const TOUCH_EVERY_MS = 60_000;
const CACHE_TTL_MS = 60_000;

type Cached = Omit<SessionRow, 'createdAt' | 'lastSeenAt' | 'expiresAt' | 'endedAt'> & {
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  endedAt: string | null;
};

const toCached = (r: SessionRow): Cached => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  lastSeenAt: r.lastSeenAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  endedAt: r.endedAt?.toISOString() ?? null,
});
const fromCached = (c: Cached): SessionRow => ({
  ...c,
  createdAt: new Date(c.createdAt),
  lastSeenAt: new Date(c.lastSeenAt),
  expiresAt: new Date(c.expiresAt),
  endedAt: c.endedAt ? new Date(c.endedAt) : null,
});

/**
 * `onEnded` hears the ids of sessions ended here (logout, freeze, password change...), so that what lives
 * beyond a request (open websockets) can end with them.
 */
export function createSessions(db: Db, cache: Cache, settings: SessionSettings, onEnded?: (ids: string[]) => void) {
  // Only a shared cache is worth it: without Redis the session is a primary-key read, and a process-local copy
  // would let an instance keep honouring a session another instance ended.
  const useCache = cache.kind === 'redis';
  const key = (id: string) => `sess:${id}`;
  const idleMs = settings.idleMinutes * 60_000;

  function isLive(s: SessionRow, now = Date.now()): boolean {
    return !s.endedAt && now < s.expiresAt.getTime() && now - s.lastSeenAt.getTime() < idleMs;
  }

  async function load(id: string): Promise<SessionRow | undefined> {
    if (useCache) {
      const c = await cache.get<Cached>(key(id));
      if (c) return fromCached(c);
    }
    const [row] = await db.select().from(sysSession).where(eq(sysSession.id, id));
    if (row && useCache) await cache.set(key(id), toCached(row), CACHE_TTL_MS);
    return row;
  }

  async function forget(ids: string[]) {
    if (useCache && ids.length) await cache.invalidate(...ids.map(key));
  }

  function ended(ids: string[]) {
    if (ids.length && onEnded) onEnded(ids);
  }

  return {
    isLive,

    async create(input: { userId: string; tenantId: number | null; orgCode: string | null; ip: string; userAgent: string }) {
      const now = new Date();
      const [row] = await db
        .insert(sysSession)
        .values({
          id: randomBytes(16).toString('hex'),
          ...input,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + settings.maxHours * 3_600_000),
        })
        .returning();
      return row;
    },

    /** Whether the session is live, without counting this as activity (an open socket is not a user at work). */
    async peek(id: string): Promise<boolean> {
      const s = await load(id);
      return !!s && isLive(s);
    },

    /** The live session of that id, its last_seen_at refreshed; undefined when it ended or ran out. */
    async validate(id: string): Promise<SessionRow | undefined> {
      const s = await load(id);
      const now = Date.now();
      if (!s || !isLive(s, now)) return undefined;
      if (now - s.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        s.lastSeenAt = new Date(now);
        await db.update(sysSession).set({ lastSeenAt: s.lastSeenAt }).where(and(eq(sysSession.id, id), isNull(sysSession.endedAt)));
        if (useCache) await cache.set(key(id), toCached(s), CACHE_TTL_MS);
      }
      return s;
    },

    async end(id: string, reason: EndReason) {
      await db.update(sysSession).set({ endedAt: new Date(), endReason: reason }).where(and(eq(sysSession.id, id), isNull(sysSession.endedAt)));
      await forget([id]);
      ended([id]);
    },

    /** Ends every open session of the user (but `exceptSessionId`, the one making a password change). */
    async endUserSessions(userId: string, reason: EndReason, exceptSessionId?: string) {
      const cond = [eq(sysSession.userId, userId), isNull(sysSession.endedAt)];
      if (exceptSessionId) cond.push(ne(sysSession.id, exceptSessionId));
      const endedRows = await db
        .update(sysSession)
        .set({ endedAt: new Date(), endReason: reason })
        .where(and(...cond))
        .returning({ id: sysSession.id });
      await forget(endedRows.map((r) => r.id));
      ended(endedRows.map((r) => r.id));
      return endedRows.length;
    },

    async setOrgCode(id: string, orgCode: string) {
      await db.update(sysSession).set({ orgCode }).where(eq(sysSession.id, id));
      await forget([id]);
    },

    async listLive(userId: string) {
      const now = new Date();
      return db
        .select()
        .from(sysSession)
        .where(
          and(
            eq(sysSession.userId, userId),
            isNull(sysSession.endedAt),
            gt(sysSession.expiresAt, now),
            gt(sysSession.lastSeenAt, new Date(now.getTime() - idleMs)),
          ),
        )
        .orderBy(desc(sysSession.lastSeenAt));
    },

    async countLive() {
      const now = new Date();
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sysSession)
        .where(and(isNull(sysSession.endedAt), gt(sysSession.expiresAt, now), gt(sysSession.lastSeenAt, new Date(now.getTime() - idleMs))));
      return Number(r.n);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
