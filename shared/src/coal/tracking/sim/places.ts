/**
 * Where the cars drive: the demo company's yards, as server/src/modules/coal/demo/data.ts YARDS has them (code,
 * name, longitude, latitude). Copied rather than imported: shared does not load the server; a server test
 * (server/src/modules/coal/demo/yardPlaces.test.ts) checks the two agree.
 */
export interface YardPlace {
  code: string;
  name: string;
  lng: number;
  lat: number;
}

export const YARD_PLACES: readonly YardPlace[] = [
  { code: 'YD01', name: '柳林集运站', lng: 110.8895, lat: 37.4312 },
  { code: 'YD02', name: '神木煤炭物流园', lng: 110.4987, lat: 38.8423 },
  { code: 'YD03', name: '准格尔货场', lng: 111.2396, lat: 39.8654 },
];
