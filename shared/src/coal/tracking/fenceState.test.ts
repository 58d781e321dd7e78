import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyTrackState, fenceTransitions, signedEdgeM, type Fence } from './fenceState';
import type { TrackPoint } from './points';
import { at, inDisc, pt, seeded, wire } from './testing';

const circle: Fence = { id: 'yard', shape: { kind: 'circle', center: at(0, 0), radiusM: 500 } };
// A 400 m square with its south-west corner at the origin.
const square: Fence = { id: 'mine', shape: { kind: 'polygon', corners: [at(0, 0), at(400, 0), at(400, 400), at(0, 400)] } };

describe('signedEdgeM', () => {
  it('is the metres to the edge, negative inside, for circles and polygons', () => {
    expect(signedEdgeM(circle.shape, at(0, -600))).toBeCloseTo(100, 1);
    expect(signedEdgeM(circle.shape, at(0, 450))).toBeCloseTo(-50, 1);
    expect(signedEdgeM(square.shape, at(200, 30))).toBeCloseTo(-30, 1);
    expect(signedEdgeM(square.shape, at(200, 430))).toBeCloseTo(30, 1);
    expect(signedEdgeM(square.shape, at(-30, -40))).toBeCloseTo(50, 1); // nearest is the corner: 3-4-5
  });
});

describe('fenceTransitions on crafted tracks', () => {
  it('a car driving straight through a circle: one enter, one leave, at the first fixes beyond the band', () => {
    // West to east along the centre line, 50 m every 5 s (36 km/h): x = -1000 + 50 i.
    const track = Array.from({ length: 41 }, (_, i) => pt(-1000 + 50 * i, 0, 5 * i));
    const r = fenceTransitions(emptyTrackState(), track, [circle]);
    expect(r.settled).toEqual([{ fenceId: 'yard', status: 'outside', time: wire(0) }]);
    // Enter: first fix ≥ 20 m inside is x = -450 (i = 11), confirmed by the 3rd fix in a row. Leave: first fix ≥ 30 m
    // outside is x = 550 (i = 31); x = 500 lies on the edge and x = 450 is inside.
    expect(r.events.map((e) => [e.fenceId, e.kind, e.time])).toEqual([
      ['yard', 'enter', wire(55)],
      ['yard', 'leave', wire(155)],
    ]);
    expect(r.events[0].point).toBe(track[11]);
    expect(r.state.fences.yard).toEqual({ status: 'outside', pending: null });
    expect(r.skipped).toEqual([]);
  });

  it('a polygon entered at its corner, left through its north side', () => {
    // Diagonally in through the south-west corner, 15 m east and north every 3 s: (x, x) for x = -300 + 15 i.
    const inbound = Array.from({ length: 35 }, (_, i) => pt(-300 + 15 * i, -300 + 15 * i, 3 * i));
    // (x, x) inside is x metres from the nearest edge: x = 0 is the corner itself, x = 15 is within the band, x = 30
    // (i = 22) is the first fix 20 m inside.
    const last = 3 * 34; // at (210, 210)
    const outbound = Array.from({ length: 20 }, (_, k) => pt(210, 210 + 15 * (k + 1), last + 3 * (k + 1)));
    // North at 15 m a step from y = 225: the first fix ≥ 30 m beyond y = 400 is y = 435 (k = 14).
    const r = fenceTransitions(emptyTrackState(), [...inbound, ...outbound], [square]);
    expect(r.events.map((e) => [e.kind, e.time])).toEqual([
      ['enter', wire(66)],
      ['leave', wire(last + 45)],
    ]);
  });

  it('fixes exactly on the edge count as inside when the state is unknown and never make a change', () => {
    // A fence whose edges are whole coordinates, so the points are on them exactly.
    const box: Fence = { id: 'box', shape: { kind: 'polygon', corners: [[110.88, 37.43], [110.89, 37.43], [110.89, 37.44], [110.88, 37.44]] } };
    const onEdges = [[110.885, 37.43], [110.89, 37.435], [110.885, 37.44], [110.88, 37.435], [110.88, 37.43]];
    for (const [lng, lat] of onEdges) expect(signedEdgeM(box.shape, [lng, lat])).toBeCloseTo(0, 6);
    const walk: TrackPoint[] = onEdges.map(([lng, lat], i) => ({ lng, lat, time: wire(60 * i), speed: 5 }));
    const a = fenceTransitions(emptyTrackState(), walk, [box]);
    expect(a.settled.map((s) => s.status)).toEqual(['inside']);
    expect(a.events).toEqual([]);
    // A car known outside that then stands on the edge for many fixes does not enter.
    const outside = fenceTransitions(emptyTrackState(), [{ lng: 110.885, lat: 37.425, time: wire(0), speed: 0 }], [box]);
    const onEdge = Array.from({ length: 30 }, (_, i) => ({ lng: 110.885, lat: 37.43, time: wire(10 + 10 * i), speed: 0 }));
    const b = fenceTransitions(outside.state, onEdge, [box]);
    expect(outside.state.fences.box.status).toBe('outside');
    expect(b.events).toEqual([]);
    expect(b.state.fences.box).toEqual({ status: 'outside', pending: null });
  });

  it('a car parked 2 m from the edge with ±15 m of wander for an hour rings nothing; without the band it would flap', () => {
    const random = seeded(7);
    const parked = (side: 1 | -1) =>
      Array.from({ length: 361 }, (_, i) => {
        const [dx, dy] = inDisc(random, 15);
        return pt(500 + 2 * side + dx, dy, 10 * i, 0);
      });
    for (const side of [1, -1] as const) {
      const track = parked(side);
      const r = fenceTransitions(emptyTrackState(), track, [circle]);
      expect(r.settled).toHaveLength(1);
      expect(r.events).toEqual([]);
      // The same hour judged with no band and no confirmation: the test would catch a rule that flaps.
      const naive = fenceTransitions(emptyTrackState(), track, [circle], { enterInsideM: 0, leaveOutsideM: 0.001, confirmPoints: 1 });
      expect(naive.events.length).toBeGreaterThan(50);
    }
  });

  it('a tracker reporting every 30 s confirms with its second fix beyond the band; one wild fix changes nothing', () => {
    const sparse = [pt(0, -700, 0), pt(0, -600, 30), pt(0, -300, 60), pt(0, -200, 90), pt(0, 0, 120)];
    expect(fenceTransitions(emptyTrackState(), sparse, [circle]).events.map((e) => e.time)).toEqual([wire(60)]);
    // Outside, one fix 40 m inside (plausible speed), then outside again: not an entry.
    const blip = [pt(0, -560, 0), pt(0, -550, 5), pt(0, -460, 10), pt(0, -550, 15), pt(0, -560, 20), pt(0, -555, 25)];
    expect(fenceTransitions(emptyTrackState(), blip, [circle]).events).toEqual([]);
  });
});

describe('bad fixes, order and repeats', () => {
  it('drops 0,0, places outside China and impossible jumps, and says so', () => {
    const track = [
      pt(0, -800, 0),
      { ...pt(0, 0, 5), lng: 0, lat: 0 },
      { ...pt(0, 0, 10), lng: 151.2, lat: -33.9 }, // Sydney
      pt(0, 0, 15), // 800 m in 15 s from the last believed fix: 192 km/h, believable
      pt(0, -2000, 20), // 2 km in 5 s: 1 440 km/h
      pt(0, 10, 25),
      pt(0, 20, 30),
    ];
    const r = fenceTransitions(emptyTrackState(), track, [circle]);
    expect(r.skipped.map((s) => [s.point.time, s.reason])).toEqual([
      [wire(5), 'badPlace'],
      [wire(10), 'badPlace'],
      [wire(20), 'tooFast'],
    ]);
    expect(r.events.map((e) => [e.kind, e.time])).toEqual([['enter', wire(15)]]);
  });

  it('a wild first fix does not shut the car out: the next two agreeing fixes outvote it', () => {
    const track = [pt(0, 3000, 0), pt(0, 0, 2), pt(0, 10, 4), pt(0, 20, 6), pt(0, 30, 8)];
    const r = fenceTransitions(emptyTrackState(), track, [circle]);
    expect(r.skipped.map((s) => s.reason)).toEqual(['tooFast']);
    expect(r.state.lastFix?.time).toBe(wire(8));
    expect(r.events.map((e) => [e.kind, e.time])).toEqual([['enter', wire(4)]]);
  });

  it('sorts a batch, keeps the first of repeated times, and ignores points older than the last one handled', () => {
    const track = Array.from({ length: 41 }, (_, i) => pt(-1000 + 50 * i, 0, 5 * i));
    const sorted = fenceTransitions(emptyTrackState(), track, [circle]);
    const shuffled = [...track].reverse();
    // Sent again later: the same point, and another place at a time already sent (the first sent wins).
    shuffled.push(track[20], { ...track[3], lng: track[3].lng + 0.01 });
    const r = fenceTransitions(emptyTrackState(), shuffled, [circle]);
    expect(r.events).toEqual(sorted.events);
    expect(r.state).toEqual(sorted.state);
    expect(r.skipped.map((s) => [s.point.time, s.reason])).toEqual([
      [wire(15), 'duplicate'],
      [wire(100), 'duplicate'],
    ]);
    expect(r.skipped[0].point.lng).toBe(track[3].lng + 0.01);

    // The first half, then a batch that starts with points already handled and one older still.
    const first = fenceTransitions(emptyTrackState(), track.slice(0, 20), [circle]);
    const second = fenceTransitions(first.state, [track[5], ...track.slice(19)], [circle]);
    expect([...first.events, ...second.events]).toEqual(sorted.events);
    expect(second.skipped.map((s) => [s.point.time, s.reason])).toEqual([
      [wire(25), 'late'],
      [wire(95), 'duplicate'],
    ]);
  });

  it('leaves the caller’s state as it was, forgets deleted fences and starts new ones unknown', () => {
    const a = fenceTransitions(emptyTrackState(), [pt(0, -800, 0), pt(0, -100, 5), pt(0, -90, 10)], [circle]);
    const before = JSON.parse(JSON.stringify(a.state));
    const b = fenceTransitions(a.state, [pt(0, -80, 15), pt(0, -70, 20)], [square]);
    expect(a.state).toEqual(before);
    expect(Object.keys(b.state.fences)).toEqual(['mine']);
    expect(b.settled).toEqual([{ fenceId: 'mine', status: 'outside', time: wire(15) }]);
  });
});

describe('batches split anywhere (fast-check)', () => {
  // A random walk around both fences: steps up to 120 m in 1–30 s, now and then a 0,0 fix or a wild jump.
  const genTrack = fc
    .record({
      start: fc.tuple(fc.integer({ min: -700, max: 700 }), fc.integer({ min: -700, max: 700 })),
      steps: fc.array(
        fc.record({ dx: fc.integer({ min: -120, max: 120 }), dy: fc.integer({ min: -120, max: 120 }), dt: fc.integer({ min: 1, max: 30 }), kind: fc.constantFrom('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'zero', 'jump') }),
        { maxLength: 50 },
      ),
    })
    .map(({ start, steps }) => {
      let [x, y] = start;
      let s = 0;
      const points: TrackPoint[] = [pt(x, y, 0)];
      for (const step of steps) {
        s += step.dt;
        if (step.kind === 'zero') points.push({ ...pt(x, y, s), lng: 0, lat: 0 });
        else if (step.kind === 'jump') points.push(pt(x + 5000, y, s));
        else {
          x += step.dx;
          y += step.dy;
          points.push(pt(x, y, s));
        }
      }
      return points;
    });
  const fences = [circle, square];

  it('the same alarms and state whichever position the batch is split at', () => {
    fc.assert(
      fc.property(genTrack, (track) => {
        const whole = fenceTransitions(emptyTrackState(), track, fences);
        for (let k = 0; k <= track.length; k++) {
          const a = fenceTransitions(emptyTrackState(), track.slice(0, k), fences);
          const b = fenceTransitions(a.state, track.slice(k), fences);
          expect([...a.events, ...b.events]).toEqual(whole.events);
          expect(b.state).toEqual(whole.state);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a shuffled batch with repeats gives the alarms of the ordered one', () => {
    fc.assert(
      fc.property(genTrack, fc.integer(), (track, seed) => {
        const random = seeded(seed);
        const mixed = [...track, ...track.filter(() => random() < 0.2)].sort(() => random() - 0.5);
        expect(fenceTransitions(emptyTrackState(), mixed, fences).events).toEqual(fenceTransitions(emptyTrackState(), track, fences).events);
      }),
      { numRuns: 150 },
    );
  });
});
