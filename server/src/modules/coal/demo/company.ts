import { coalCar } from '../car/table';
import { coalDriver } from '../driver/table';
import { seedId } from '../../../core/db/seed-id';
import { BANKS, CARRIERS, CONSUMERS, DIVISIONS, MATERIALS, PLATFORMS, PORTS, SUPPLIERS, YARDS, type City } from './data';
import { bankAccount, creditCode, idNumber, mobile, personName, plateNo } from './identities';
import { seededRandom } from './random';

/** The demo company lives in tenant 1, the tenant a first start signs into. */
export const DEMO_TENANT = 1;
const CARS = 200;
const SEED = 20261125;

const id = (key: string) => seedId(`demo:${key}`);
const own = { tenantId: DEMO_TENANT, createBy: 'demo' };

/** Builds the whole demo company in memory: every run gives the same rows. */
export function demoRows() {
  const r = seededRandom(SEED);
  const city = (c: City) => DIVISIONS[c];
  const company = (name: string, c: City) => ({
    name,
    creditCode: creditCode(r, city(c)),
    contact: personName(r),
    phone: mobile(r),
    bankName: `${r.pick(BANKS)}${c}分行`,
    bankAccount: bankAccount(r),
  });
  const provinceOf = (c: City) => (city(c).startsWith('14') ? '山西省' : city(c).startsWith('61') ? '陕西省' : city(c).startsWith('15') ? '内蒙古自治区' : city(c).startsWith('13') ? '河北省' : '');

  const suppliers = SUPPLIERS.map(([name, mine, c], i) => ({ id: id(`supplier:${i}`), ...own, ...company(name, c), mine, address: `${provinceOf(c)}${c}市${mine}` }));
  const consumers = CONSUMERS.map(([name, c], i) => ({ id: id(`consumer:${i}`), ...own, ...company(name, c), address: `${provinceOf(c)}${c}市` }));
  const consignees = CONSUMERS.flatMap(([, c, places], i) =>
    places.map((place, j) => ({ id: id(`consignee:${i}:${j}`), ...own, name: place, consumerId: id(`consumer:${i}`), address: `${provinceOf(c)}${c}市`, contact: personName(r), phone: mobile(r) })),
  );
  const carriers = CARRIERS.map(([name, c], i) => ({
    id: id(`carrier:${i}`),
    ...own,
    ...company(name, c),
    address: `${provinceOf(c)}${c}市`,
    // 道路运输经营许可证号: the division and a serial.
    licenceNo: `${city(c)}${String(r.int(1, 999999)).padStart(6, '0')}`,
  }));

  // 200 cars, each with its driver, spread over the carriers; plates of the carrier's province, some new-energy.
  const plates = new Set<string>();
  const idNumbers = new Set<string>();
  const drivers: (typeof coalDriver.$inferInsert)[] = [];
  const cars: (typeof coalCar.$inferInsert)[] = [];
  const homes = Object.values(DIVISIONS).filter((d) => /^(14|61|15)/.test(d));
  for (let i = 0; i < CARS; i++) {
    const carrierIndex = i % CARRIERS.length;
    const carrierCity = CARRIERS[carrierIndex][1];
    const province = city(carrierCity).startsWith('14') ? '晋' : city(carrierCity).startsWith('61') ? '陕' : '蒙';
    let idNo = idNumber(r, r.pick(homes));
    while (idNumbers.has(idNo)) idNo = idNumber(r, r.pick(homes));
    idNumbers.add(idNo);
    const driverId = id(`driver:${i}`);
    drivers.push({
      id: driverId,
      ...own,
      name: personName(r),
      phone: mobile(r),
      idNumber: idNo,
      // A driving licence carries the holder's ID number.
      licenceNo: idNo,
      qualificationNo: `${idNo.slice(0, 6)}${String(r.int(1, 99999999)).padStart(8, '0')}`,
      carrierId: id(`carrier:${carrierIndex}`),
      verified: r.chance(0.8),
    });
    const newEnergy = r.chance(0.08);
    let plate = plateNo(r, province, newEnergy);
    while (plates.has(plate)) plate = plateNo(r, province, newEnergy);
    plates.add(plate);
    const dump = r.chance(0.2);
    // 6-axle tractors: tare 15–17 t and a load keeping the pair under 49 t; 4-axle dump trucks under 31 t.
    const maxGrossKg = dump ? 31000 : 49000;
    const refTareKg = dump ? r.int(120, 135) * 100 : r.int(150, 172) * 100;
    const status = i % 67 === 5 ? 'blacklisted' : i % 41 === 7 ? 'disabled' : 'enabled';
    cars.push({
      id: id(`car:${i}`),
      ...own,
      plateNo: plate,
      vehicleType: dump ? 'dump' : 'tractor',
      axles: dump ? 4 : 6,
      refTareKg,
      ratedLoadKg: Math.floor((maxGrossKg - refTareKg) / 1000) * 1000,
      maxGrossKg,
      emission: newEnergy ? 'nev' : r.pick(['cn5', 'cn6', 'cn6']),
      transportCertNo: `${city(carrierCity)}${String(r.int(1, 999999)).padStart(6, '0')}`,
      carrierId: id(`carrier:${carrierIndex}`),
      driverId,
      rfid: `E2801160${r.chars('0123456789ABCDEF', 16)}`,
      status,
    });
  }

  const materials = MATERIALS.map(([code, name, category, qnetArMin, qnetArMax, mtMax, adMax, stdMax, vdafMin]) => ({
    id: id(`material:${code}`), ...own, code, name, category, qnetArMin, qnetArMax, mtMax, adMax, stdMax, vdafMin,
  }));
  const yards = YARDS.map(([code, name, , address, capacityT, longitude, latitude]) => ({ id: id(`yard:${code}`), ...own, code, name, address, capacityT, longitude, latitude }));
  const stockpiles = YARDS.flatMap(([code], y) =>
    [0, 1, 2, 3].map((k) => {
      const m = materials[(y + k) % 3 === 0 ? k % materials.length : (y + k) % 3];
      const capacity = r.int(3, 8) * 10000;
      return { id: id(`stockpile:${code}:${k}`), ...own, yardId: id(`yard:${code}`), name: `${k + 1}号垛`, capacityT: String(capacity), stockT: `${r.int(0, capacity * 0.8)}.${r.int(0, 999)}`, materialId: m.id };
    }),
  );
  const scales = YARDS.flatMap(([code, name], y) =>
    [1, 2].map((k) => ({
      id: id(`scale:${code}:${k}`),
      ...own,
      code: `SC${String(y + 1).padStart(2, '0')}${k}`,
      name: `${name}${k}号地磅`,
      yardId: id(`yard:${code}`),
      capacityKg: 150000,
      divisionKg: 50,
      verifiedOn: `2026-0${r.int(1, 9)}-${String(r.int(10, 28))}`,
      deviceNo: `SCALE-${code}-${k}`,
    })),
  );
  const ports = PORTS.map(([code, name, address, longitude, latitude]) => ({ id: id(`port:${code}`), ...own, code, name, address, longitude, latitude }));
  const berths = PORTS.flatMap(([code, , , , , names]) => names.map((name, k) => ({ id: id(`berth:${code}:${k}`), ...own, portId: id(`port:${code}`), name, tonnageT: String(r.pick([50000, 70000, 100000])) })));
  const platforms = PLATFORMS.map(([code, name, station, capacityT, longitude, latitude]) => ({ id: id(`platform:${code}`), ...own, code, name, station, capacityT, longitude, latitude }));
  const accounts = [
    { key: 'company:1', holder: '山西晋煤运销有限公司', bankName: '中国工商银行太原分行', accountType: 'company', openingBalance: '12500000.00' },
    { key: 'company:2', holder: '山西晋煤运销有限公司', bankName: '中国建设银行太原分行', accountType: 'company', openingBalance: '4800000.00' },
    ...consumers.slice(0, 3).map((c, i) => ({ key: `consumer:${i}`, holder: c.name, bankName: c.bankName, accountType: 'consumer', openingBalance: '0.00' })),
    ...suppliers.slice(0, 3).map((s, i) => ({ key: `supplier:${i}`, holder: s.name, bankName: s.bankName, accountType: 'supplier', openingBalance: '0.00' })),
  ].map(({ key, ...a }) => ({ id: id(`account:${key}`), ...own, ...a, accountNo: bankAccount(r) }));

  return { suppliers, consumers, consignees, carriers, drivers, cars, materials, yards, stockpiles, scales, ports, berths, platforms, accounts };
}

