import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers (docs/architecture.md): `core/` is the kit every feature stands on and knows none of them;
 * the programs (`main.ts`, `app.ts`, `prepare-db.ts`) and `seed/` put the features together on top. The system
 * features do not lean on the coal business either. Every import of every file under `server/src`, test files
 * included, static and dynamic, is checked against the rules below.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

interface Rule {
  /** Says the rule in a failure message. */
  name: string;
  /** Files (relative to server/src, without `.ts`) the rule applies to. */
  files: (file: string) => boolean;
  /** Import targets (relative to server/src, without `.ts`) those files must not reach. */
  forbidden: (target: string) => boolean;
}

const under = (dir: string) => (p: string) => p === dir || p.startsWith(`${dir}/`);
const PROGRAMS = ['app', 'main', 'prepare-db'];

const RULES: Rule[] = [
  {
    name: 'core/ imports nothing of the features, the seed or the programs',
    files: under('core'),
    forbidden: (t) => under('modules')(t) || under('seed')(t) || PROGRAMS.includes(t),
  },
  { name: 'modules/sys/ imports nothing of modules/coal/', files: under('modules/sys'), forbidden: under('modules/coal') },
];

/** Every module specifier a source imports: `import`, `import type`, `export … from`, and `import('…')` with a literal. */
function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(c|m)?ts$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const withoutExt = (p: string) => p.replace(/\.(c|m)?(ts|js)$/, '');

/**
 * `file imports 'spec'` for each import that breaks a rule; targets outside server/src and packages are not checked.
 */
function violations(files: { file: string; source: string }[], rules: Rule[] = RULES): string[] {
  const out: string[] = [];
  for (const { file, source } of files) {
    const from = withoutExt(file);
    const applying = rules.filter((r) => r.files(from));
    if (!applying.length) continue;
    for (const spec of importsOf(source)) {
      if (!spec.startsWith('.')) continue;
      const target = withoutExt(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))).replace(/\/index$/, '');
      for (const r of applying) {
        if (!r.forbidden(target)) continue;
        out.push(`${file} imports '${spec}' (${r.name})`);
      }
    }
  }
  return out;
}

describe('server layers', () => {
  const files = sourceFiles(SRC).map((full) => ({ file: path.relative(SRC, full).split(path.sep).join('/'), source: readFileSync(full, 'utf8') }));

  it('hold in server/src', () => {
    expect(files.filter((f) => f.file.startsWith('core/')).length).toBeGreaterThan(50);
    expect(violations(files)).toEqual([]);
  });

  it('are checked on every kind of import', () => {
    const bad = [
      "import { writeLog } from '../../modules/sys/log/service';",
      "import type { Seed } from '../../seed';",
      "export { buildApp } from '../../app.ts';",
      "const { main } = await import('../../main');",
      "import '../../modules/coal/index';",
    ].join('\n');
    expect(violations([{ file: 'core/crud/bad.ts', source: bad }])).toHaveLength(5);
    expect(violations([{ file: 'modules/sys/role/bad.ts', source: "import { x } from '../../coal/refs';" }])).toEqual([
      "modules/sys/role/bad.ts imports '../../coal/refs' (modules/sys/ imports nothing of modules/coal/)",
    ]);
    expect(violations([{ file: 'modules/coal/car/ok.ts', source: "import { seedId } from '../../../core/db/seed-id';\nimport { y } from '../../sys/dict/routes';" }])).toEqual([]);
  });
});
