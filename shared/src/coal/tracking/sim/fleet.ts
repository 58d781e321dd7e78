/**
 * The simulated cars: each waits at a yard (loading), drives to another yard at 40–80 km/h (a new pace every few
 * kilometres), waits there (unloading), and so on, reporting a fix every `intervalS` seconds of simulated time with
 * up to `jitterM` metres of GPS wander. Everything comes from the seed: the roads (one per pair of yards, shared by
 * every car, driven both ways), the plates, the pace, the waits. Time only moves when `advance` is called, so the
 * same code serves gps-sim's live run (advanced by the wall clock × speed-up), its one-day bulk output and the
 * server's demo tracks (server/src/modules/coal/demo/tracks.ts). Pure: no clock, no network, no Node.
 */
import { YARD_PLACES, type YardPlace } from './places';
import { seededRandom, subSeed, type Random } from './random';
import { buildRoute, offsetBy, type SimRoute } from './route';
import { chinaWireTime } from './time';

export interface FleetPoint {
  plateNo: string;
  time: string;
  lng: number;
  lat: number;
  speed: number;
}

export interface FleetOptions {
  cars: number;
  seed: number;
  /** Simulated time of the first moment (ms since epoch; cut to whole seconds). */
  startMs: number;
  /** Plates to use, in order; generated from the seed when missing or short of `cars`. */
  plates?: readonly string[];
  intervalS?: number;
  jitterM?: number;
  speedKmh?: [number, number];
  /** Minutes a car waits at a yard. */
  waitMinutes?: [number, number];
  /** A new pace every this many metres. */
  paceEveryM?: number;
  places?: readonly YardPlace[];
  /** How a fix's time is written on the wire: China time by default (gps-sim); the server's demo passes its business zone's. */
  timeText?: (ms: number) => string;
}

interface Car {
  plateNo: string;
  random: Random;
  at: YardPlace;
  nextFixMs: number;
  route: SimRoute | null;
  s: number;
  speedKmh: number;
  paceUntilM: number;
  waitUntilMs: number;
}

const PLATE_OFFICES = ['晋A', '晋J', '晋K', '晋H', '陕K', '蒙K', '蒙B'];

/** Distinct ordinary plates such as 晋J12345, from the seed. */
export function generatePlates(count: number, seed: number): string[] {
  const random = seededRandom(subSeed(seed, 'plates'));
  const plates = new Set<string>();
  while (plates.size < count) plates.add(`${random.pick(PLATE_OFFICES)}${String(random.int(0, 99_999)).padStart(5, '0')}`);
  return [...plates];
}

export class Fleet {
  readonly cars: readonly Car[];
  private readonly roads = new Map<string, SimRoute>();
  private readonly o: Required<Omit<FleetOptions, 'plates'>>;
  /** Every fix up to this time has been emitted. */
  clockMs: number;

  constructor(options: FleetOptions) {
    this.o = { intervalS: 10, jitterM: 10, speedKmh: [40, 80], waitMinutes: [20, 45], paceEveryM: 3000, places: YARD_PLACES, timeText: chinaWireTime, ...options };
    if (this.o.places.length < 2) throw new Error('at least two places are needed');
    const start = Math.floor(options.startMs / 1000) * 1000;
    this.clockMs = start - 1;
    const given = options.plates ?? [];
    const extra = given.length >= options.cars ? [] : generatePlates(options.cars, options.seed).filter((p) => !given.includes(p));
    const plates = [...given, ...extra].slice(0, options.cars);
    this.cars = plates.map((plateNo, i) => {
      const random = seededRandom(subSeed(options.seed, `car:${i}`));
      const [w0, w1] = this.o.waitMinutes;
      return {
        plateNo,
        random,
        at: random.pick(this.o.places),
        // Whole seconds apart, so each car's fixes have distinct wire times; cars out of step with each other.
        nextFixMs: start + random.int(0, this.o.intervalS - 1) * 1000,
        route: null,
        s: 0,
        speedKmh: 0,
        paceUntilM: 0,
        // The first departures spread over the first wait, not all at once.
        waitUntilMs: start + random.between(0, w0 + w1) * 30_000,
      };
    });
  }

  /** The road between two places, built once per pair from the seed and driven both ways. */
  road(from: YardPlace, to: YardPlace): SimRoute {
    const [a, b] = from.code < to.code ? [from, to] : [to, from];
    const key = `${a.code}-${b.code}`;
    let route = this.roads.get(key);
    if (!route) this.roads.set(key, (route = buildRoute(a, b, subSeed(this.o.seed, `road:${key}`))));
    return route.from.code === from.code ? route : route.reversed();
  }

  /** The fixes of every car after the clock up to `toMs`, in time order; moves the clock to `toMs`. */
  advance(toMs: number): FleetPoint[] {
    const points: FleetPoint[] = [];
    for (const car of this.cars) {
      while (car.nextFixMs <= toMs) {
        points.push(this.fix(car, car.nextFixMs));
        car.nextFixMs += this.o.intervalS * 1000;
      }
    }
    this.clockMs = Math.max(this.clockMs, toMs);
    return points.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  }

  private fix(car: Car, t: number): FleetPoint {
    const o = this.o;
    if (!car.route && t >= car.waitUntilMs) {
      const to = car.random.pick(o.places.filter((p) => p.code !== car.at.code));
      car.route = this.road(car.at, to);
      car.s = 0;
      car.paceUntilM = 0;
    } else if (car.route) {
      car.s += (car.speedKmh / 3.6) * o.intervalS;
      if (car.s >= car.route.lengthM) {
        car.at = car.route.to;
        car.route = null;
        car.waitUntilMs = t + car.random.between(...o.waitMinutes) * 60_000;
      }
    }
    if (car.route && car.s >= car.paceUntilM) {
      car.speedKmh = car.random.between(...o.speedKmh);
      car.paceUntilM = car.s + o.paceEveryM;
    }
    const place: [number, number] = car.route ? car.route.at(car.s) : [car.at.lng, car.at.lat];
    const [lng, lat] = offsetBy(place, ...car.random.inDisc(o.jitterM));
    return {
      plateNo: car.plateNo,
      time: o.timeText(t),
      lng: Math.round(lng * 1e6) / 1e6,
      lat: Math.round(lat * 1e6) / 1e6,
      speed: car.route ? Math.round(car.speedKmh * 10) / 10 : 0,
    };
  }
}
