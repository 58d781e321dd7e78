import { describe, expect, it } from 'vitest';
import { advance, aroundOf, boundsOf, defaultRange, durationText, fenceShapeOf, indexAt, offsetOf, positionAt, rangeProblem, timeAtOffset, trackLinkOf, timeline, toTrackPoints } from './playback';

const pts = [
  { plateNo: '晋A12345', time: '2026-11-26 08:00:00', lng: 111.0, lat: 37.0, speed: 30 },
  { plateNo: '晋A12345', time: '2026-11-26 08:00:30', lng: 111.003, lat: 37.0, speed: 36 },
  { plateNo: '晋A12345', time: '2026-11-26 08:02:30', lng: 111.003, lat: 37.006, speed: null },
];

describe('play-back clock', () => {
  it('reads the times as seconds after the first fix', () => {
    expect(timeline(pts)).toEqual([0, 30, 150]);
    expect(timeline([])).toEqual([]);
  });

  it('finds the last fix at or before a moment', () => {
    const s = [0, 30, 150];
    expect(indexAt(s, -5)).toBe(0);
    expect(indexAt(s, 0)).toBe(0);
    expect(indexAt(s, 29.9)).toBe(0);
    expect(indexAt(s, 30)).toBe(1);
    expect(indexAt(s, 149)).toBe(1);
    expect(indexAt(s, 150)).toBe(2);
    expect(indexAt(s, 1e9)).toBe(2);
    expect(indexAt([], 3)).toBe(-1);
    // Same-second fixes: the later one is shown.
    expect(indexAt([0, 10, 10, 20], 10)).toBe(2);
  });

  it('places the car between fixes in proportion to the time', () => {
    const track = toTrackPoints(pts);
    const s = timeline(track);
    // 15 s of the first 30 s: half of 0.003° east.
    const half = positionAt(track, s, 15)!;
    expect(half.index).toBe(0);
    expect(half.lng).toBeCloseTo(111.0015, 9);
    expect(half.lat).toBe(37);
    expect(half.speed).toBe(30);
    // 60 s into the 120 s leg north: half the time is half of 0.006°.
    const north = positionAt(track, s, 90)!;
    expect(north.index).toBe(1);
    expect(north.lat).toBeCloseTo(37.003, 9);
    // The last fix sent no speed: shown as unknown, not as 0.
    expect(positionAt(track, s, 150)).toEqual({ index: 2, lng: 111.003, lat: 37.006, speed: null });
    expect(positionAt([], [], 0)).toBeNull();
  });

  it('moves the clock by the frame times the rate and stops at the end', () => {
    expect(advance(0, 1000, 1, 150)).toBe(1);
    expect(advance(0, 500, 10, 150)).toBe(5);
    expect(advance(100, 1000, 60, 150)).toBe(150);
    expect(advance(10, -20, 60, 150)).toBe(10);
  });

  it('maps wire times to and from offsets', () => {
    expect(offsetOf('2026-11-26 08:01:00', pts[0].time, 150)).toBe(60);
    expect(offsetOf('2026-11-26 07:00:00', pts[0].time, 150)).toBe(0);
    expect(offsetOf('2026-11-26 09:00:00', pts[0].time, 150)).toBe(150);
    expect(timeAtOffset(pts[0].time, 90.7)).toBe('2026-11-26 08:01:30');
    expect(timeAtOffset('2026-11-26 23:59:50', 15)).toBe('2026-11-27 00:00:05');
  });
});

describe('range and texts', () => {
  it('defaults to today from midnight to now (business zone, Asia/Shanghai)', () => {
    // 2026-11-26 03:04:05 UTC is 11:04:05 in China.
    expect(defaultRange(Date.UTC(2026, 10, 26, 3, 4, 5))).toEqual({ begin: '2026-11-26 00:00:00', end: '2026-11-26 11:04:05' });
    expect(aroundOf('2026-11-26 11:04:05')).toEqual({ begin: '2026-11-25 23:04:05', end: '2026-11-26 23:04:05' });
    // An alarm just after midnight opens on the drive that led to it, the evening before included.
    expect(aroundOf('2026-11-27 00:13:00')).toEqual({ begin: '2026-11-26 12:13:00', end: '2026-11-27 12:13:00' });
    const link = new URL(trackLinkOf({ plateNo: '晋A12345', time: '2026-11-26 11:04:05' }), 'http://x');
    expect(link.pathname).toBe('/coal/gpsTrack');
    expect(Object.fromEntries(link.searchParams)).toEqual({ plateNo: '晋A12345', begin: '2026-11-25 23:04:05', end: '2026-11-26 23:04:05', at: '2026-11-26 11:04:05' });
    expect(rangeProblem(aroundOf('2026-11-26 11:04:05').begin, aroundOf('2026-11-26 11:04:05').end)).toBeNull();
  });

  it('refuses an upside-down or longer than 7 days range', () => {
    expect(rangeProblem('2026-11-26 00:00:00', '2026-11-26 10:00:00')).toBeNull();
    expect(rangeProblem('2026-11-19 00:00:00', '2026-11-26 00:00:00')).toBeNull();
    expect(rangeProblem('2026-11-19 00:00:00', '2026-11-26 00:00:01')).toBe('查询时间段不能超过7天');
    expect(rangeProblem('2026-11-26 10:00:00', '2026-11-26 09:59:59')).toBe('结束时间不能早于开始时间');
    expect(rangeProblem('', '2026-11-26 09:59:59')).toBe('请选择开始和结束时间');
  });

  it('writes durations', () => {
    expect(durationText(40)).toBe('40秒');
    expect(durationText(12 * 60 + 20)).toBe('12分钟');
    expect(durationText(2 * 3600 + 5 * 60)).toBe('2小时5分');
    expect(durationText(3600)).toBe('1小时');
  });
});

describe('map shapes', () => {
  it('reads fence rows as the server does', () => {
    expect(fenceShapeOf({ id: 'a', name: 'y', shape: 'circle', centerLng: '111.5', centerLat: '37.5', radiusM: 1000 })).toEqual({ kind: 'circle', center: [111.5, 37.5], radiusM: 1000 });
    expect(fenceShapeOf({ id: 'a', name: 'y', shape: 'circle', centerLng: null, centerLat: '37.5', radiusM: 1000 })).toBeUndefined();
    expect(fenceShapeOf({ id: 'b', name: 'p', shape: 'polygon', points: '[[111,37],[111.1,37],[111.1,37.1]]' })).toEqual({
      kind: 'polygon',
      corners: [
        [111, 37],
        [111.1, 37],
        [111.1, 37.1],
      ],
    });
    expect(fenceShapeOf({ id: 'b', name: 'p', shape: 'polygon', points: '[[111,37]]' })).toBeUndefined();
  });

  it('bounds a set of places', () => {
    expect(boundsOf(pts)).toEqual([
      [37, 111],
      [37.006, 111.003],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
