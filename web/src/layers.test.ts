import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web in layers (docs/architecture.md): `lib/` (session, device, HTTP, formatting, route helpers) → `components/`
 * (the kits) → `features/` (screens) → `app/` (the shell). A layer imports only those before it.
 */
const FORBIDDEN: Record<string, string[]> = {
  lib: ['components', 'features', 'app'],
  components: ['features', 'app'],
  features: ['app'],
  app: [],
};

const src = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(e.name) ? [path] : [];
  });
}

/** Every module a file names: static imports and re-exports, side-effect imports, import() and vi.mock(). */
function importsOf(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bvi\.(?:mock|doMock|importActual)\s*(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) found.push(m[1]);
  return found;
}

/** The layer (top folder under web/src) a file is in, or undefined for main.tsx, styles and the like. */
const layerOf = (relPath: string) => {
  const top = relPath.split('/')[0];
  return top in FORBIDDEN && relPath.includes('/') ? top : undefined;
};

function layerViolations(files: { path: string; text: string }[]): string[] {
  const out: string[] = [];
  for (const { path, text } of files) {
    const from = layerOf(path);
    if (!from) continue;
    for (const spec of importsOf(text)) {
      if (!spec.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(path), spec));
      const to = layerOf(target);
      if (to && FORBIDDEN[from].includes(to)) out.push(`${path} imports '${spec}' (${from}/ must not import ${to}/)`);
    }
  }
  return out;
}

describe('web layers', () => {
  it('lib/ imports no components/, features/ or app/; components/ no features/ or app/; features/ no app/', () => {
    const files = sourceFiles(src).map((f) => ({ path: relative(src, f).split(sep).join('/'), text: readFileSync(f, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(layerViolations(files)).toEqual([]);
  });

  it('sees every form of import', () => {
    const text = [
      "import { a } from '../../app/x';",
      "import type {\n  B,\n} from '../../app/y';",
      "export { c } from '../../app/z';",
      "import '../../app/style.css';",
      "const m = await import('../../app/lazy');",
      "vi.mock('../../app/mocked', () => ({}));",
      "import { ok } from '../../lib/http';",
      "import { pkg } from 'react';",
    ].join('\n');
    expect(layerViolations([{ path: 'components/w/W.tsx', text }])).toHaveLength(6);
    expect(layerViolations([{ path: 'app/router/R.tsx', text }])).toEqual([]);
    expect(layerViolations([{ path: 'lib/x/y.ts', text: "import { P } from '../../features/p/P';" }])).toHaveLength(1);
    expect(layerViolations([{ path: 'features/p/P.tsx', text: "import { C } from '../../components/c/C';" }])).toEqual([]);
  });
});
