/**
 * DEMO_DATA=1: the first start writes GPS tracks of today's cars (tracks.ts) — yesterday whole and today until the
 * start — through the ingest's checks and fence alarms, so 车辆轨迹 plays a day back and 围栏报警 lists the yards'
 * enter and leave alarms.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { businessDayStart, distanceM, formatBusinessDateTime, type CarTrackState, type GpsAlarmRecord, type GpsPoint } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { callsAs } from '../../../../test/support/coal-org';
import { sysConfig, sysUser } from '../../../core/db/schema/index';
import { sysAnnouncement, sysAnnouncementSend } from '../../sys/announcement/table';
import { coalCar } from '../car/table';
import { coalFence } from '../fence/table';
import { coalGpsAlarm, coalGpsFenceState, coalGpsGateway, coalGpsPoint } from '../gps/table';
import { coalWeighing } from '../weighing/table';
import { DEMO_BELL_MS, DEMO_TRACK_CARS, DEMO_TRACK_INTERVAL_S, DEMO_TRACKS_MARKER, seedDemoTracks } from './tracks';

const STEP_MS = DEMO_TRACK_INTERVAL_S * 1000;
const PER_DAY = 86_400_000 / STEP_MS;

let t: TestApp;
let admin: ReturnType<typeof callsAs>;
/** When the demo wrote the tracks: the demo gateway's last report. */
let seededAt: Date;
let plates: string[];

const pointCount = async () => Number((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(coalGpsPoint))[0].n);

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = callsAs(t, await t.login());
  const [gateway] = await t.ctx.db.select().from(coalGpsGateway).where(eq(coalGpsGateway.tenantId, 1));
  seededAt = gateway.lastSeenTime!;
  plates = (await t.ctx.db.selectDistinct({ plateNo: coalGpsPoint.plateNo }).from(coalGpsPoint).orderBy(asc(coalGpsPoint.plateNo))).map((r) => r.plateNo);
});
afterAll(() => t?.close());

describe('DEMO_DATA=1: GPS tracks', () => {
  it('drives eight enabled demo cars, those weighed today among them, a fix a minute from yesterday 00:00 until the start', async () => {
    expect(plates).toHaveLength(DEMO_TRACK_CARS);
    const cars = await t.ctx.db.select().from(coalCar).where(eq(coalCar.tenantId, 1));
    for (const p of plates) expect(cars.find((c) => c.plateNo === p)?.status, p).toBe('enabled');
    const todayStart = businessDayStart(0, seededAt);
    const weighedToday = await t.ctx.db.select({ plateNo: coalWeighing.plateNo }).from(coalWeighing).where(sql`coalesce(${coalWeighing.grossTime}, ${coalWeighing.tareTime}) >= ${todayStart}`);
    expect(weighedToday.length).toBeGreaterThan(0);
    for (const w of weighedToday) expect(plates).toContain(w.plateNo);

    const yesterday = businessDayStart(1, seededAt);
    const rows = await t.ctx.db
      .select({ plateNo: coalGpsPoint.plateNo, day: sql<string>`case when ${coalGpsPoint.time} < ${todayStart} then 'y' else 't' end`, n: sql<number>`count(*)::int`, first: sql<Date>`min(${coalGpsPoint.time})`, last: sql<Date>`max(${coalGpsPoint.time})` })
      .from(coalGpsPoint)
      .groupBy(coalGpsPoint.plateNo, sql`2`);
    const slotsToday = Math.floor((seededAt.getTime() - todayStart.getTime()) / STEP_MS);
    for (const p of plates) {
      const y = rows.find((r) => r.plateNo === p && r.day === 'y')!;
      // Every fix of yesterday passed the checks: 24 h of a fix a minute.
      expect([p, y.n]).toEqual([p, PER_DAY]);
      expect(new Date(y.first).getTime() - yesterday.getTime()).toBeLessThan(STEP_MS);
      const today = rows.find((r) => r.plateNo === p && r.day === 't');
      expect(Math.abs((today?.n ?? 0) - slotsToday), p).toBeLessThanOrEqual(1);
      if (today) expect(new Date(today.last).getTime()).toBeLessThanOrEqual(seededAt.getTime());
    }
    const carIds = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(coalGpsPoint).where(sql`${coalGpsPoint.carId} is null or ${coalGpsPoint.gatewayId} is null`);
    expect(carIds[0].n).toBe(0);
  });

  it('车辆轨迹 plays a car’s yesterday back: driving between the demo yards, waiting at two or more', async () => {
    const fences = await t.ctx.db.select().from(coalFence).where(eq(coalFence.tenantId, 1));
    const yesterday = businessDayStart(1, seededAt);
    const begin = formatBusinessDateTime(yesterday);
    const end = formatBusinessDateTime(yesterday.getTime() + 86_400_000 - 1000);
    const r = await admin.get(`/report/zoomewell/historicalGPSObj?plateNo=${encodeURIComponent(plates[0])}&begin=${encodeURIComponent(begin)}&end=${encodeURIComponent(end)}`);
    expect(r.success, r.message).toBe(true);
    const track = r.result as GpsPoint[];
    expect(track).toHaveLength(PER_DAY);
    expect(track.every((p) => p.plateNo === plates[0] && p.time >= begin && p.time <= end)).toBe(true);
    expect(track.map((p) => p.time)).toEqual(track.map((p) => p.time).sort());
    const atYard = (p: GpsPoint) => fences.find((f) => distanceM([Number(f.centerLng), Number(f.centerLat)], [p.lng, p.lat]) < 20);
    const waits = new Set(track.filter((p) => p.speed === 0).map((p) => atYard(p)?.name));
    expect(waits.has(undefined)).toBe(false);
    expect(waits.size).toBeGreaterThanOrEqual(2);
    expect(track.filter((p) => p.speed! >= 40).length).toBeGreaterThan(PER_DAY / 3);
  });

  it('围栏报警 holds the enter and leave alarms the ingest computes at the yards’ fences, and the cars’ fence states', async () => {
    const fences = await t.ctx.db.select().from(coalFence).where(eq(coalFence.tenantId, 1));
    const r = await admin.get('/report/zoomewell/alarmRangeObjlist?pageSize=1000');
    expect(r.success, r.message).toBe(true);
    const alarms = (r.result.records as GpsAlarmRecord[]).slice().reverse();
    expect(r.result.total).toBe(alarms.length);
    expect(alarms.filter((a) => a.kind === 'enter').length).toBeGreaterThan(0);
    expect(alarms.filter((a) => a.kind === 'leave').length).toBeGreaterThan(0);
    for (const a of alarms) {
      const f = fences.find((x) => x.id === a.fenceId)!;
      expect(f.name).toBe(a.fenceName);
      expect(plates).toContain(a.plateNo);
      // The first fix of the run across the band: ≥ 20 m inside the 1 000 m circle to enter, ≥ 30 m outside to leave.
      const d = distanceM([Number(f.centerLng), Number(f.centerLat)], [a.lng, a.lat]);
      if (a.kind === 'enter') expect(d).toBeLessThanOrEqual(980);
      else expect(d).toBeGreaterThanOrEqual(1030);
    }
    // Per car and fence the alarms alternate (no flapping), and the state the next batch starts from agrees.
    const states = await t.ctx.db.select().from(coalGpsFenceState).where(eq(coalGpsFenceState.tenantId, 1));
    expect(states.map((s) => s.plateNo).sort()).toEqual(plates);
    for (const p of plates) {
      const state = states.find((s) => s.plateNo === p)!.state as unknown as CarTrackState;
      expect(state.lastTime! <= formatBusinessDateTime(seededAt)).toBe(true);
      for (const f of fences) {
        const kinds = alarms.filter((a) => a.plateNo === p && a.fenceId === f.id).map((a) => a.kind);
        for (let i = 1; i < kinds.length; i++) expect(kinds[i], `${p} ${f.name}`).not.toBe(kinds[i - 1]);
        const status = state.fences[f.id]?.status;
        expect(['inside', 'outside']).toContain(status);
        if (kinds.length) expect(status, `${p} ${f.name}`).toBe(kinds[kinds.length - 1] === 'enter' ? 'inside' : 'outside');
      }
    }
  });

  it('tells the bell only of the last hour’s alarms, one message per car and fence', async () => {
    const [{ id: adminId }] = await t.ctx.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'admin'));
    await admin.get('/sys/annountCement/listByUser'); // delivers the messages to the administrator
    const messages = await t.ctx.db
      .select({ title: sysAnnouncement.titile, content: sysAnnouncement.msgContent })
      .from(sysAnnouncementSend)
      .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
      .where(and(eq(sysAnnouncementSend.userId, adminId), eq(sysAnnouncement.busType, 'coal_gps_alarm')));
    const alarms = await t.ctx.db.select().from(coalGpsAlarm).where(eq(coalGpsAlarm.tenantId, 1));
    const recent = alarms.filter((a) => a.time.getTime() > seededAt.getTime() - DEMO_BELL_MS);
    expect(alarms.length).toBeGreaterThan(recent.length);
    expect(messages).toHaveLength(new Set(recent.map((a) => `${a.plateNo}|${a.fenceId}`)).size);
    const bellFrom = formatBusinessDateTime(seededAt.getTime() - DEMO_BELL_MS);
    for (const m of messages) for (const [time] of (m.content ?? '').matchAll(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/g)) expect(time >= bellFrom, m.title).toBe(true);
  });

  it('writes them once', async () => {
    const before = await pointCount();
    expect(await seedDemoTracks(t.ctx.db)).toBeNull();
    await t.ctx.db.delete(sysConfig).where(eq(sysConfig.key, DEMO_TRACKS_MARKER));
    // Without the marker, the points already in tenant 1 keep a second set out.
    expect(await seedDemoTracks(t.ctx.db)).toBeNull();
    expect(await pointCount()).toBe(before);
    expect(Number((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(coalGpsGateway))[0].n)).toBe(1);
  });
});
