import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process (its memory is read from /proc by bench/memory.bench.ts). */
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

/** A TCP port nobody listens on now, on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

type ServerBuild = { buildServer: () => Promise<string>; serverNodeArgs: () => string[]; serverEnv: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv };
let compiled: Promise<{ main: string; args: string[]; env: ServerBuild['serverEnv'] }> | undefined;
/** The server compiled as `npm start` compiles it, once per test process (the sources may have changed since). */
function compiledServer() {
  compiled ??= (import(pathToFileURL(join(root, 'scripts', 'build-server.mjs')).href) as Promise<ServerBuild>).then(async (m) => ({
    main: await m.buildServer(),
    args: m.serverNodeArgs(),
    env: m.serverEnv,
  }));
  return compiled;
}

/** What a first start writes depends on these settings only (the rest act at run time). */
const FIRST_START_SETTINGS = ['ADMIN_INITIAL_PASSWORD', 'DEMO_DATA', 'BUSINESS_TIME_ZONE'];

/**
 * A data directory as a first start of this build leaves it (migrated, seeded, secrets written), made once per build
 * and settings and shared by the test files through the temporary folder: copying it takes a fraction of the
 * seconds migrating and seeding take, for each of forty files. The first file to want it builds it under a lock.
 */
async function firstStartTemplate(env: Record<string, string>): Promise<string> {
  const server = await compiledServer();
  const key = createHash('sha256').update(readFileSync(server.main));
  const migrations = join(root, 'server', 'drizzle');
  for (const f of readdirSync(migrations).filter((n) => n.endsWith('.sql')).sort()) key.update(f).update(readFileSync(join(migrations, f)));
  key.update(JSON.stringify(FIRST_START_SETTINGS.map((k) => env[k] ?? '')));
  const dir = join(tmpdir(), `meiyun-e2e-template-${key.digest('hex').slice(0, 16)}`);
  const ready = join(dir, '.ready');
  const lock = `${dir}.lock`;
  for (const until = Date.now() + 180_000; !existsSync(ready); ) {
    if (Date.now() > until) throw new Error(`no first-start template at ${dir} after 3 minutes`);
    // A lock left by a test process that died does not hold the others for ever.
    if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
    try {
      mkdirSync(lock);
    } catch {
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      const building = mkdtempSync(join(tmpdir(), 'meiyun-e2e-template-build-'));
      const first = await spawnServer(env, building, [], false);
      await first.stop();
      writeFileSync(join(building, '.ready'), '');
      rmSync(dir, { recursive: true, force: true });
      renameSync(building, dir);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

/**
 * Starts the real server as `npm start` would (embedded database, the built web app) on a free port and a
 * fresh data directory, so every test file begins from a first start: admin / 123456, flagged weak. A DATA_DIR in
 * `env` is used instead (and left in place); `nodeArgs` go to Node after `npm start`'s own flags. `fromTemplate`
 * begins from a copy of a first start's data directory instead of starting first (firstStartTemplate): the same
 * rows and secrets, without what only a first start prints.
 */
export async function startServer(
  env: Record<string, string> = {},
  { nodeArgs = [], fromTemplate = false }: { nodeArgs?: string[]; fromTemplate?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meiyun-e2e-'));
  if (fromTemplate && !env.DATA_DIR) {
    cpSync(await firstStartTemplate(env), dataDir, { recursive: true });
    rmSync(join(dataDir, '.ready'), { force: true });
  }
  return spawnServer(env, dataDir, nodeArgs, true);
}

async function spawnServer(env: Record<string, string>, dataDir: string, nodeArgs: string[], removeDataDir: boolean): Promise<RunningServer> {
  const port = await freePort();
  let log = '';
  const server = await compiledServer();
  const child: ChildProcess = spawn(process.execPath, [...server.args, ...nodeArgs, server.main], {
    cwd: root,
    env: server.env({ ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_INITIAL_PASSWORD: '', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir: env.DATA_DIR ?? dataDir,
    pid: child.pid!,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (removeDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
