import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

/**
 * Starts the real server as `npm start` would (embedded database, the built web app) on a free port and a
 * fresh data directory, so every test file begins from a first start: admin / 123456, flagged weak. A DATA_DIR in
 * `env` is used instead (and left in place); `nodeArgs` go to Node after `npm start`'s own flags.
 */
export async function startServer(env: Record<string, string> = {}, { nodeArgs = [] }: { nodeArgs?: string[] } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'meiyun-e2e-'));
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
