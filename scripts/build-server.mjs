// Compiles the server (TypeScript) into one ES module for Node: the packages stay in node_modules, the project's own
// code (server and @meiyun/shared) is bundled. Running compiled code instead of transpiling at start keeps the
// server's memory lower (no loader thread, no transpile cache) and its start faster.
//
//   node scripts/build-server.mjs                          server/src/main.ts → server/dist/app/main.js
//   node scripts/build-server.mjs <entry.ts> <out.js>      another entry (the benchmark's server)
//
// The output sits three folders below the repository root, as the sources do (server/src/core/...), because the
// server finds the root (web/dist, server/drizzle, data) relative to its own file.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildServer(entry = join(root, 'server/src/main.ts'), outfile = join(root, 'server/dist/app/main.js')) {
  if (relative(root, dirname(outfile)).split(/[\\/]/).length !== 3) throw new Error(`${outfile}: the output must be three folders below the repository root`);
  const deps = new Set();
  for (const pkg of ['package.json', 'server/package.json', 'shared/package.json']) {
    const json = JSON.parse(readFileSync(join(root, pkg), 'utf8'));
    for (const d of Object.keys({ ...json.dependencies, ...json.devDependencies })) deps.add(d);
  }
  deps.delete('@meiyun/shared');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...deps].flatMap((d) => [d, `${d}/*`]),
    // Bundled CommonJS helpers call require(); an ES module has none unless it is made.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * Node's flags for running the server. V8 grows its heap far ahead of what is live when a request allocates fast
 * (an export or import of 100 000 rows): without a ceiling the resident memory climbed past 350 MB while the live
 * objects stayed under 70 MB. A ceiling of SERVER_HEAP_MB (default 512) makes V8 collect sooner; it is also the
 * largest heap the server may use, far above what one instance needs. The young generation's two semi-spaces are
 * capped at 8 MB each (V8's default here is 16 MB, kept resident once grown): measured (bench/memory.bench.ts,
 * npm run bench with 200 000 rows) the server ~20 MB smaller idle and after 10 000 requests, as many requests a
 * second, exports and imports within 5 %; 4 MB saved ~10 MB more but made them 7–15 % slower. NODE_OPTIONS with
 * its own ceiling or semi-space size wins.
 */
export function serverNodeArgs(env = process.env) {
  const args = ['--enable-source-maps'];
  if (!/--max-old-space-size/.test(env.NODE_OPTIONS ?? '')) args.push(`--max-old-space-size=${Number(env.SERVER_HEAP_MB) || 512}`);
  if (!/--max-semi-space-size/.test(env.NODE_OPTIONS ?? '')) args.push('--max-semi-space-size=8');
  return args;
}

/**
 * The environment to run the server in: `env` with MALLOC_MMAP_THRESHOLD_=32768 unless it sets that itself. glibc's
 * malloc keeps what is freed inside its heaps for reuse, and V8's compilers free a lot: compiling PGlite's WebAssembly
 * (and its hot functions again, optimised) left ~50 MB freed but resident for good, more after a busy hour. With the
 * threshold, blocks of 32 KB and more (V8's compiler zones among them) are mapped on their own and go back to the
 * system when freed. Measured (bench/memory.bench.ts; npm run bench with 200 000 rows): the server on PGlite about
 * 100 MB smaller idle and after 10 000 requests (140 MB after the list benchmark), lists, exports and imports as fast,
 * user-list requests within 5 % (inside the spread between runs; on PostgreSQL no difference). It costs an mmap per
 * such block: about a second over a first migration, so the migrating child runs without it
 * (server/src/prepare-db.ts). Other C libraries (musl) ignore the variable.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_MMAP_THRESHOLD_: '32768', ...env };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [entry, out] = process.argv.slice(2);
  await buildServer(entry && join(process.cwd(), entry), out && join(process.cwd(), out));
}
