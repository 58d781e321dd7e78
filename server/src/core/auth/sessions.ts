import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysSession } from '../db/schema/index';
import { EVERY_KEY, type Cache } from '../cache/index';
import { createLocalCache } from '../cache/local';

export type SessionRow = typeof sysSession.$inferSelect;

export type EndReason = 'logout' | 'force' | 'frozen' | 'password' | 'self';

export interface SessionSettings {
  idleMinutes: number;
  maxHours: number;
}

/** last_seen_at is written at most this often: a request per write would cost more than it tells. */
const TOUCH_EVERY_MS = 60_000;
/** How long a session read stays in memory at most, should a message dropping it be lost. */
const LOCAL_TTL_MS = 60_000;
const LOCAL_MAX = 20_000;
const KEY_PREFIX = 'sess:';

/**
 * `onEnded` hears the ids of sessions ended here (logout, freeze, password change...), so that what lives
 * beyond a request (open websockets) can end with them.
 *
 * Sessions are read once and kept in this process's memory (core/cache/local.ts); ending one drops it here at
 * once and, through the cache's invalidation channel, in every other instance.
 */
export function createSessions(db: Db, cache: Cache, settings: SessionSettings, onEnded?: (ids: string[]) => void) {
  const local = createLocalCache<SessionRow | undefined>({ ttlMs: LOCAL_TTL_MS, max: LOCAL_MAX });
  const key = (id: string) => `${KEY_PREFIX}${id}`;
  const idleMs = settings.idleMinutes * 60_000;

  cache.onInvalidate((keys) => {
    if (keys.includes(EVERY_KEY)) return local.clear();
    const ids = keys.filter((k) => k.startsWith(KEY_PREFIX)).map((k) => k.slice(KEY_PREFIX.length));
    if (ids.length) local.drop(ids);
  });

  function isLive(s: SessionRow, now = Date.now()): boolean {
    return !s.endedAt && now < s.expiresAt.getTime() && now - s.lastSeenAt.getTime() < idleMs;
  }

  const read = async (id: string) => (await db.select().from(sysSession).where(eq(sysSession.id, id)))[0];

  /**
   * The session of that id. A copy that looks idle is read again: another instance may have seen the user since
   * (each instance records activity in the database, not in the others' memory).
   */
  async function load(id: string): Promise<SessionRow | undefined> {
    const s = await local.get(id, () => read(id));
    if (!s || isLive(s) || s.endedAt || Date.now() >= s.expiresAt.getTime()) return s;
    local.drop([id]);
    return local.get(id, () => read(id));
  }

  async function forget(ids: string[]) {
    if (!ids.length) return;
    local.drop(ids);
    await cache.invalidate(...ids.map(key));
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
